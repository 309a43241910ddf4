import type { Member } from '@quadro/contracts';
import { MemberAvatar } from '../../../../components/member-avatar';
import { cn } from '../../../../lib/cn';

export const mentionOptionId = (listboxId: string, index: number) => `${listboxId}-${index}`;

export interface MentionListboxProps {
  id: string;
  options: readonly Member[];
  activeIndex: number;
  onPick: (member: Member) => void;
}

/**
 * The members a mention may name. The focus stays in the text area (aria-activedescendant names
 * the active option), so a press on an option must not take it.
 */
export function MentionListbox({ id, options, activeIndex, onPick }: MentionListboxProps) {
  return (
    <ul
      id={id}
      role="listbox"
      aria-label="Mencionar membro"
      className="max-h-64 overflow-y-auto rounded-lg border border-slate-200 bg-white p-1 text-sm shadow-lg shadow-slate-900/10"
    >
      {options.map((member, index) => (
        <li
          key={member.id}
          id={mentionOptionId(id, index)}
          role="option"
          aria-selected={index === activeIndex}
          className={cn(
            'flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-slate-800',
            index === activeIndex ? 'bg-brand-50 text-brand-900' : 'hover:bg-slate-100',
          )}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onPick(member)}
        >
          <MemberAvatar name={member.name} avatarUrl={member.avatarUrl} size="xs" decorative />
          <span className="min-w-0 truncate">{member.name.trim()}</span>
        </li>
      ))}
    </ul>
  );
}
