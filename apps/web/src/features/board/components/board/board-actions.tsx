import { can, type Role } from '@quadro/contracts';
import { Button } from '../../../../components/ui/button';

export interface BoardActionsProps {
  role: Role | undefined;
  onNewCard: () => void;
  onNewList: () => void;
}

/** '+ Nova Tarefa' for owner/admin/member, '+ Nova Lista' for owner/admin (spec §2, §6). */
export function BoardActions({ role, onNewCard, onNewList }: BoardActionsProps) {
  const canCards = can(role, 'cards:manage');
  const canLists = can(role, 'lists:manage');
  if (!canCards && !canLists) return null;
  return (
    <div className="flex items-center gap-2">
      {canLists && (
        <Button variant="secondary" size="sm" onClick={onNewList} className="whitespace-nowrap">
          + Nova Lista
        </Button>
      )}
      {canCards && (
        <Button size="sm" onClick={onNewCard} className="whitespace-nowrap">
          + Nova Tarefa
        </Button>
      )}
    </div>
  );
}
