import type { ArchivedItem } from '@quadro/contracts';
import { RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { toast } from '../../../../lib/toast';
import { useDeleteList } from '../../api/delete-list';
import { useRestoreList } from '../../api/restore-list';
import { DeleteListWarning } from '../columns/delete-list-warning';
import { ArchivedItemRow } from './archived-item-row';

export interface ArchivedListRowProps {
  boardId: string;
  item: ArchivedItem;
  now: number;
  /** May restore and delete lists (`lists:manage`). */
  canManage: boolean;
}

/** An archived list: 'Restaurar' brings it back with its cards, 'Excluir' deletes them for good. */
export function ArchivedListRow({ boardId, item, now, canManage }: ArchivedListRowProps) {
  const restoreList = useRestoreList(boardId);
  const deleteList = useDeleteList(boardId);
  const [confirming, setConfirming] = useState(false);
  const busy = restoreList.isPending || deleteList.isPending;

  return (
    <ArchivedItemRow
      item={item}
      now={now}
      title={item.title}
      actions={
        canManage && (
          <>
            <Button
              variant="secondary"
              size="sm"
              aria-label={`Restaurar ${item.title}`}
              pending={restoreList.isPending}
              disabled={busy}
              onClick={() =>
                restoreList.mutate(
                  { listId: item.id },
                  { onSuccess: () => toast.message('Lista restaurada') },
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
              pending={deleteList.isPending}
              disabled={busy}
              onClick={() => setConfirming(true)}
            >
              <Trash2 className="size-4" aria-hidden="true" />
              Excluir
            </Button>
            <ConfirmDialog
              open={confirming}
              onOpenChange={setConfirming}
              title="Excluir lista"
              confirmLabel="Excluir lista"
              onConfirm={() => {
                setConfirming(false);
                deleteList.mutate(item.id);
              }}
            >
              <DeleteListWarning name={item.title} />
            </ConfirmDialog>
          </>
        )
      }
    />
  );
}
