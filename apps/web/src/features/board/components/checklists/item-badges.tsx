import type { ChecklistItem, Member } from '@quadro/contracts';
import { MemberAvatar } from '../../../../components/member-avatar';
import { memberLabel } from '../../logic/member-filter';
import { DueBadge } from '../columns/due-badge';

export interface ItemBadgesProps {
  item: ChecklistItem;
  members: readonly Member[];
}

/** An item's assignee (their avatar) and due date (by urgency, as on the tile), when it has them. */
export function ItemBadges({ item, members }: ItemBadgesProps) {
  const assignee = members.find((member) => member.id === item.assigneeId);
  if (!assignee && !item.dueDate) return null;
  return (
    <div className="flex flex-wrap items-center gap-1.5 px-1 pb-0.5">
      {assignee && (
        <span className="inline-flex">
          <span className="sr-only">Responsável: </span>
          <MemberAvatar
            name={memberLabel(assignee)}
            email={assignee.email}
            avatarUrl={assignee.avatarUrl}
            size="xs"
          />
        </span>
      )}
      <DueBadge card={{ dueDate: item.dueDate, dueComplete: item.done }} />
    </div>
  );
}
