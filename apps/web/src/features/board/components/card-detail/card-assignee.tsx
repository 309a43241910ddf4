import type { Card, Member } from '@quadro/contracts';
import { UserRound } from 'lucide-react';
import { MemberAvatar } from '../../../../components/member-avatar';
import { Label } from '../../../../components/ui/label';
import { useAssignCard } from '../../api/assign-card';
import { memberLabel } from '../../logic/member-filter';
import { AssigneeSelect } from './assignee-select';

export interface CardAssigneeProps {
  boardId: string;
  card: Card;
  members: readonly Member[];
  canEdit: boolean;
}

/** The assignee: a select for editors (applied at once, reverted on failure), else a name. */
export function CardAssignee({ boardId, card, members, canEdit }: CardAssigneeProps) {
  const assignCard = useAssignCard(boardId);

  if (canEdit && members.length > 0)
    return (
      <div className="space-y-1.5">
        <Label htmlFor="card-detail-assignee">Responsável</Label>
        <AssigneeSelect
          id="card-detail-assignee"
          value={card.assigneeId}
          members={members}
          former={card.assignee}
          onChange={(member) =>
            assignCard.mutate({
              cardId: card.id,
              changes: { assigneeId: member?.id ?? null },
              assignee: member,
            })
          }
        />
      </div>
    );

  return (
    <div className="space-y-1.5">
      <p className="text-sm font-medium text-slate-700">Responsável</p>
      {card.assignee ? (
        <p className="flex items-center gap-2 text-slate-700">
          <MemberAvatar
            name={card.assignee.name}
            email={card.assignee.email}
            avatarUrl={card.assignee.avatarUrl}
            decorative
          />
          {memberLabel(card.assignee)}
        </p>
      ) : (
        <p className="flex items-center gap-2 text-slate-500">
          <UserRound className="size-4" aria-hidden="true" />
          Sem responsável
        </p>
      )}
    </div>
  );
}
