import { allows, type WorkspaceAccess } from '@quadro/contracts';
import { Button } from '../../../../components/ui/button';

export interface BoardActionsProps {
  access: WorkspaceAccess | undefined;
  onNewCard: () => void;
  onNewList: () => void;
}

/**
 * '+ Nova Tarefa' for owner/admin/member, '+ Nova Lista' for owner/admin (spec §2, §6), while the
 * owner's plan allows changes.
 */
export function BoardActions({ access, onNewCard, onNewList }: BoardActionsProps) {
  const canCards = allows(access, 'cards:manage');
  const canLists = allows(access, 'lists:manage');
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
