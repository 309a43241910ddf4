import { Alert } from '../../../../components/ui/alert';
import { RestoreButton } from '../../../../components/restore-button';
import { useRestoreCard } from '../../api/restore-card';
import { toast } from '../../../../lib/toast';
import { DeleteCardAction } from './delete-card-action';

export interface ArchivedCardBannerProps {
  boardId: string;
  cardId: string;
  /** The card itself is archived (it can be restored); else only its list is. */
  cardArchived: boolean;
  listArchived: boolean;
  /** May restore and delete it (`cards:manage` on a board that is not archived). */
  canManage: boolean;
  /** Deleted for good: its dialog closes. */
  onDeleted: () => void;
}

/**
 * Why the card is not on the board: it is archived ('Restaurar' puts it back where it was, or at
 * the end of the first list), or its list is (restored with the list, from 'Itens arquivados').
 */
export function ArchivedCardBanner({
  boardId,
  cardId,
  cardArchived,
  listArchived,
  canManage,
  onDeleted,
}: ArchivedCardBannerProps) {
  const restoreCard = useRestoreCard(boardId);
  return (
    <Alert tone="warning">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="space-y-0.5">
          {cardArchived && <p className="font-medium">Este cartão está arquivado.</p>}
          {listArchived && <p>A lista deste cartão está arquivada.</p>}
        </div>
        {canManage && cardArchived && (
          <div className="flex shrink-0 items-center gap-2">
            <RestoreButton
              pending={restoreCard.isPending}
              onClick={() =>
                restoreCard.mutate(
                  { cardId },
                  { onSuccess: () => toast.message('Cartão restaurado') },
                )
              }
            />
            <DeleteCardAction boardId={boardId} cardId={cardId} onDeleted={onDeleted} compact />
          </div>
        )}
      </div>
    </Alert>
  );
}
