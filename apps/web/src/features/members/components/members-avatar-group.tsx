import type { Member } from '@quadro/contracts';
import type { ComponentProps } from 'react';
import { cn } from '../../../lib/cn';
import { MemberAvatar } from '../../../components/member-avatar';

/** Spec §9: avatars shown up to 4, then a '+N' chip. */
export const MAX_HEADER_AVATARS = 4;

export interface MembersAvatarGroupProps extends ComponentProps<'button'> {
  members: readonly Member[];
}

/** The header's member avatars; the whole group is one button opening the members panel. */
export function MembersAvatarGroup({ members, className, ...props }: MembersAvatarGroupProps) {
  const shown = members.slice(0, MAX_HEADER_AVATARS);
  const hidden = members.length - shown.length;
  return (
    <button
      type="button"
      className={cn(
        'flex shrink-0 items-center rounded-full p-0.5 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        className,
      )}
      {...props}
    >
      {/* The name from content, not aria-label, whose initials would then mismatch it. */}
      <span className="sr-only">Membros do workspace</span>
      <span className="flex -space-x-2">
        {shown.map((member) => (
          <MemberAvatar
            key={member.id}
            name={member.name}
            email={member.email}
            avatarUrl={member.avatarUrl}
            isOnline={member.isOnline}
            size="md"
            decorative
          />
        ))}
        {hidden > 0 && (
          <span
            aria-hidden="true"
            className="inline-flex size-8 items-center justify-center rounded-full bg-slate-200 text-xs font-semibold text-slate-700 ring-2 ring-white"
          >
            +{hidden}
          </span>
        )}
      </span>
    </button>
  );
}
