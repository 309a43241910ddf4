import type { ListWithCards } from '@quadro/contracts';
import { AlertTriangle, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../../components/ui/dialog';
import { InputField } from '../../../../components/ui/input-field';
import { useDeleteList } from '../../api/delete-list';
import { useUpdateList } from '../../api/update-list';
import { DeleteListWarning } from './delete-list-warning';

export interface EditListDialogProps {
  boardId: string;
  list: ListWithCards;
  /** Deleting is offered only when the board has more than one list (spec §5). */
  canDelete: boolean;
  onClose: () => void;
}

/** Rename (save disabled when unchanged or empty) and delete, both optimistic. */
export function EditListDialog({ boardId, list, canDelete, onClose }: EditListDialogProps) {
  const updateList = useUpdateList(boardId);
  const deleteList = useDeleteList(boardId);
  const [name, setName] = useState(list.name);
  const [confirming, setConfirming] = useState(false);
  const trimmed = name.trim();
  const unchanged = trimmed === list.name.trim();

  function handleSave(event: FormEvent) {
    event.preventDefault();
    if (!trimmed || unchanged) return;
    updateList.mutate({ listId: list.id, changes: { name: trimmed } });
    onClose();
  }

  function handleDelete() {
    deleteList.mutate(list.id);
    onClose();
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={confirming ? 'Excluir lista' : 'Editar Lista'} size="md">
        {confirming ? (
          <div className="space-y-5">
            <div className="flex gap-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
              <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <p>
                <DeleteListWarning name={list.name} cardCount={list.cards.length} />
              </p>
            </div>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="secondary" autoFocus onClick={() => setConfirming(false)}>
                Cancelar
              </Button>
              <Button variant="danger" onClick={handleDelete}>
                Excluir lista
              </Button>
            </div>
          </div>
        ) : (
          <form onSubmit={handleSave} className="space-y-4">
            <InputField
              id="edit-list-name"
              label="Nome da lista"
              autoFocus
              autoComplete="off"
              value={name}
              maxLength={100}
              onChange={(event) => setName(event.target.value)}
            />
            <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:items-center">
              {canDelete && (
                <Button
                  variant="danger-ghost"
                  className="sm:mr-auto"
                  onClick={() => setConfirming(true)}
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                  Excluir lista
                </Button>
              )}
              <DialogClose asChild>
                <Button variant="secondary" className={canDelete ? undefined : 'sm:ml-auto'}>
                  Cancelar
                </Button>
              </DialogClose>
              <Button type="submit" disabled={!trimmed || unchanged}>
                Salvar
              </Button>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
