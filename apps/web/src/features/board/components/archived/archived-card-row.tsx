import type { ArchivedItem } from '@quadro/contracts';
import { RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { toast } from '../../../../lib/toast';
import { useDeleteCard } from '../../api/delete-card';
import { useRestoreCard } from '../../api/restore-card';
import { DeleteCardConfirm } from '../card-detail/delete-card-confirm';
import { ArchivedItemRow } from './archived-item-row';

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
  const busy = restoreCard.isPending || deleteCard.isPending;

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
          <>
            <Button
              variant="secondary"
              size="sm"
              aria-label={`Restaurar ${item.title}`}
              pending={restoreCard.isPending}
              disabled={busy}
              onClick={() =>
                restoreCard.mutate(
                  { cardId: item.id },
                  { onSuccess: () => toast.message('Cartão restaurado') },
                )
              }
            >
              <RotateCcw className="size-4" aria-hidden="true" />
              Restaurar
            </Button>
            <Button
              variant="danger-ghost"
              size="sm"
              aria-label={`Excluir ${item.title}`}
              pending={deleteCard.isPending}
              disabled={busy}
              onClick={() => setConfirming(true)}
            >
              <Trash2 className="size-4" aria-hidden="true" />
              Excluir
            </Button>
            <DeleteCardConfirm
              open={confirming}
              onOpenChange={setConfirming}
              onConfirm={() => {
                setConfirming(false);
                deleteCard.mutate(item.id);
              }}
            />
          </>
        )
      }
    />
  );
}
