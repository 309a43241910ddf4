import type { ArchivedItem } from '@quadro/contracts';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { toast } from '../../../../lib/toast';
import { useDeleteList } from '../../api/delete-list';
import { useRestoreList } from '../../api/restore-list';
import { DeleteListWarning } from '../columns/delete-list-warning';
import { ArchivedItemRow } from './archived-item-row';
import { ArchivedRowActions } from './archived-row-actions';

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

  return (
    <ArchivedItemRow
      item={item}
      now={now}
      title={item.title}
      actions={
        canManage && (
          <ArchivedRowActions
            title={item.title}
            restoring={restoreList.isPending}
            deleting={deleteList.isPending}
            onRestore={() =>
              restoreList.mutate(
                { listId: item.id },
                { onSuccess: () => toast.message('Lista restaurada') },
              )
            }
            onDelete={() => setConfirming(true)}
            confirm={
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
            }
          />
        )
      }
    />
  );
}
