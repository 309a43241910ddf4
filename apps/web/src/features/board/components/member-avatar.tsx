import { memo } from 'react';
import { cn } from '../../../lib/cn';
import { safeAvatarUrl } from '@quadro/contracts';
import { initialOf } from '../logic/avatar';

const sizes = { xs: 'size-6 text-[11px]', sm: 'size-7 text-xs', md: 'size-8 text-sm' } as const;

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

export interface MemberAvatarProps {
  name: string;
  email?: string;
  avatarUrl: string | null;
  size?: keyof typeof sizes;
  className?: string;
  /** Decorative when the name is already written next to it. */
  decorative?: boolean;
}

/** The member's picture when its URL is https, else the first letter (spec §2, §5). */
export const MemberAvatar = memo(function MemberAvatar({
  name,
  email,
  avatarUrl,
  size = 'sm',
  className,
  decorative = false,
}: MemberAvatarProps) {
  const src = safeAvatarUrl(avatarUrl);
  const label = name.trim() || email || '';
  const a11y = decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label };
  return (
    <span
      {...a11y}
      title={decorative ? undefined : label}
      className={cn(
        'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full font-semibold ring-2 ring-white',
        sizes[size],
        !src && paletteFor(email || name),
        className,
      )}
    >
      {src ? (
        <img src={src} alt="" className="size-full object-cover" referrerPolicy="no-referrer" />
      ) : (
        initialOf(name, email)
      )}
    </span>
  );
});
