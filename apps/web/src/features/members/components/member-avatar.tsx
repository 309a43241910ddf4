import { safeAvatarUrl } from '@quadro/contracts';
import { cn } from '../../../lib/cn';

const sizes = { sm: 'size-8 text-xs', md: 'size-9 text-sm' } as const;

export interface MemberAvatarProps {
  name: string;
  email: string;
  avatarUrl: string | null;
  isOnline?: boolean;
  size?: keyof typeof sizes;
  className?: string;
}

/**
 * The picture when its URL passes the allow-list (spec §5), else the first letter; a green dot
 * when online. Decorative: callers write the name (or label the group) themselves.
 */
export function MemberAvatar({
  name,
  email,
  avatarUrl,
  isOnline = false,
  size = 'sm',
  className,
}: MemberAvatarProps) {
  const src = safeAvatarUrl(avatarUrl);
  const initial = (name.trim() || email.trim() || '?').charAt(0).toLocaleUpperCase('pt-BR');
  return (
    <span aria-hidden="true" className={cn('relative inline-flex shrink-0', className)}>
      <span
        data-testid="member-avatar"
        className={cn(
          'inline-flex items-center justify-center overflow-hidden rounded-full bg-brand-100 font-semibold text-brand-800 ring-2 ring-white',
          sizes[size],
        )}
      >
        {src ? (
          <img src={src} alt="" className="size-full object-cover" referrerPolicy="no-referrer" />
        ) : (
          initial
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
}
