import type { ArchivedItem } from '@quadro/contracts';
import { useState } from 'react';
import { toast } from '../../../../lib/toast';
import { useDeleteCard } from '../../api/delete-card';
import { useRestoreCard } from '../../api/restore-card';
import { DeleteCardConfirm } from '../card-detail/delete-card-confirm';
import { ArchivedItemRow } from './archived-item-row';
import { ArchivedRowActions } from './archived-row-actions';

export interface ArchivedCardRowProps {
  boardId: string;
  item: ArchivedItem;
  now: number;
  /** May restore and delete cards (`cards:manage`). */
  canManage: boolean;
  onOpenCard: (cardId: string) => void;
}

/** An archived card: its title opens it; 'Restaurar' puts it back, 'Excluir' deletes it for good. */
export function ArchivedCardRow({
  boardId,
  item,
  now,
  canManage,
  onOpenCard,
}: ArchivedCardRowProps) {
  const restoreCard = useRestoreCard(boardId);
  const deleteCard = useDeleteCard(boardId);
  const [confirming, setConfirming] = useState(false);

  return (
    <ArchivedItemRow
      item={item}
      now={now}
      title={
        <button
          type="button"
          onClick={() => onOpenCard(item.id)}
          className="rounded text-left hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {item.title}
        </button>
      }
      actions={
        canManage && (
          <ArchivedRowActions
            title={item.title}
            restoring={restoreCard.isPending}
            deleting={deleteCard.isPending}
            onRestore={() =>
              restoreCard.mutate(
                { cardId: item.id },
                { onSuccess: () => toast.message('Cartão restaurado') },
              )
            }
            onDelete={() => setConfirming(true)}
            confirm={
              <DeleteCardConfirm
                open={confirming}
                onOpenChange={setConfirming}
                onConfirm={() => {
                  setConfirming(false);
                  deleteCard.mutate(item.id);
                }}
              />
            }
          />
        )
      }
    />
  );
}
