import { safeAvatarUrl } from '@quadro/contracts';
import { memo } from 'react';
import { cn } from '../lib/cn';

const sizes = {
  xs: 'size-6 text-[11px]',
  sm: 'size-7 text-xs',
  md: 'size-8 text-sm',
  lg: 'size-9 text-sm',
} as const;

/** Deterministic background per person, so the same letter keeps its colour everywhere. */
const palette = [
  'bg-sky-100 text-sky-800',
  'bg-amber-100 text-amber-800',
  'bg-violet-100 text-violet-800',
  'bg-emerald-100 text-emerald-800',
  'bg-rose-100 text-rose-800',
  'bg-indigo-100 text-indigo-800',
] as const;

function paletteFor(key: string): string {
  let hash = 0;
  for (const char of key) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return palette[hash % palette.length] ?? palette[0];
}

function initialOf(name: string, email: string | undefined): string {
  const source = name.trim() || (email ?? '').trim() || '?';
  return source.charAt(0).toLocaleUpperCase('pt-BR');
}

export interface MemberAvatarProps {
  name: string;
  email?: string;
  avatarUrl: string | null;
  size?: keyof typeof sizes;
  /** A green dot in the corner. */
  isOnline?: boolean;
  className?: string;
  /** Decorative when the name is already written next to it (or the group is labelled). */
  decorative?: boolean;
}

/**
 * A person's picture when its URL passes the allow-list (spec §5), else their first letter on a
 * colour of their own; a green dot when online.
 */
export const MemberAvatar = memo(function MemberAvatar({
  name,
  email,
  avatarUrl,
  size = 'sm',
  isOnline = false,
  className,
  decorative = false,
}: MemberAvatarProps) {
  const src = safeAvatarUrl(avatarUrl);
  const label = name.trim() || email || '';
  const a11y = decorative
    ? { 'aria-hidden': true }
    : { role: 'img', 'aria-label': label, title: label };
  return (
    <span {...a11y} className={cn('relative inline-flex shrink-0', className)}>
      <span
        data-testid="member-avatar"
        className={cn(
          'inline-flex items-center justify-center overflow-hidden rounded-full font-semibold ring-2 ring-white',
          sizes[size],
          !src && paletteFor(email || name),
        )}
      >
        {src ? (
          <img src={src} alt="" className="size-full object-cover" referrerPolicy="no-referrer" />
        ) : (
          initialOf(name, email)
        )}
      </span>
      {isOnline && (
        <span
          data-testid="online-dot"
          className="absolute right-0 bottom-0 size-2.5 rounded-full bg-emerald-500 ring-2 ring-white"
        />
      )}
    </span>
  );
});
