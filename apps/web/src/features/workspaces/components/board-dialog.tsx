import { zodResolver } from '@hookform/resolvers/zod';
import {
  createBoardRequestSchema,
  DEFAULT_BOARD_COLOR,
  type BoardSummary,
} from '@quadro/contracts';
import { Check } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { DialogFormActions } from '../../../components/ui/dialog-form-actions';
import { InputField } from '../../../components/ui/input-field';
import { errorMessage } from '../../../lib/http';
import { useDeleteBoard } from '../api/delete-board';
import { useSaveBoard } from '../api/save-board';

/** The colours a board can take, named for screen readers. */
export const BOARD_COLORS = [
  { value: DEFAULT_BOARD_COLOR, name: 'Azul' },
  { value: '#10B981', name: 'Verde' },
  { value: '#F59E0B', name: 'Amarelo' },
  { value: '#EF4444', name: 'Vermelho' },
  { value: '#8B5CF6', name: 'Roxo' },
  { value: '#EC4899', name: 'Rosa' },
  { value: '#14B8A6', name: 'Turquesa' },
  { value: '#64748B', name: 'Cinza' },
] as const;

const formSchema = createBoardRequestSchema.required();

export interface BoardDialogProps {
  workspaceId: string;
  /** Absent: a new board. */
  board?: BoardSummary | undefined;
  onClose: () => void;
  onCreated: (board: BoardSummary) => void;
  onDeleted: () => void;
}

/** Creates a board, or renames, recolours and deletes one (owner/admin). */
export function BoardDialog({
  workspaceId,
  board,
  onClose,
  onCreated,
  onDeleted,
}: BoardDialogProps) {
  const saveBoard = useSaveBoard();
  const deleteBoard = useDeleteBoard(workspaceId, onDeleted);
  const [serverError, setServerError] = useState<string | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof formSchema>, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: { name: board?.name ?? '', color: board?.color ?? DEFAULT_BOARD_COLOR },
  });

  const onSubmit = handleSubmit(async (fields) => {
    setServerError(null);
    try {
      const saved = board
        ? await saveBoard.mutateAsync({ workspaceId, boardId: board.id, fields })
        : await saveBoard.mutateAsync({ workspaceId, fields });
      onClose();
      if (!board) onCreated(saved.answer.board);
    } catch (error) {
      setServerError(errorMessage(error, board ? 'Erro ao salvar quadro' : 'Erro ao criar quadro'));
    }
  });

  async function confirmDelete() {
    if (!board) return;
    setServerError(null);
    try {
      await deleteBoard.mutateAsync(board.id);
    } catch (error) {
      setConfirmingDelete(false);
      setServerError(errorMessage(error, 'Erro ao excluir quadro'));
    }
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={board ? 'Editar Quadro' : 'Novo Quadro'}
        description={
          board
            ? 'Renomeie, mude a cor ou exclua este quadro.'
            : 'O quadro começa com as listas A Fazer, Em Progresso e Concluído.'
        }
      >
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          {serverError && <Alert tone="error">{serverError}</Alert>}
          <InputField
            id="board-name"
            label="Nome do quadro"
            autoFocus
            autoComplete="off"
            placeholder="Ex.: Roadmap"
            error={errors.name?.message}
            {...register('name')}
          />
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-slate-700">Cor</legend>
            <Controller
              control={control}
              name="color"
              render={({ field }) => (
                <div className="flex flex-wrap gap-2">
                  {BOARD_COLORS.map((color) => {
                    const checked = field.value.toUpperCase() === color.value.toUpperCase();
                    return (
                      // Native radios: arrow keys move between colours, the legend names the group.
                      <label key={color.value} title={color.name} className="cursor-pointer">
                        <input
                          type="radio"
                          name={field.name}
                          value={color.value}
                          checked={checked}
                          onChange={() => field.onChange(color.value)}
                          className="peer sr-only"
                        />
                        <span className="sr-only">{color.name}</span>
                        <span
                          aria-hidden="true"
                          className="flex size-8 items-center justify-center rounded-full ring-offset-2 peer-checked:ring-2 peer-checked:ring-slate-900 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-4 peer-focus-visible:outline-brand-600"
                          style={{ backgroundColor: color.value }}
                        >
                          {checked && <Check className="size-4" style={{ color: '#fff' }} />}
                        </span>
                      </label>
                    );
                  })}
                </div>
              )}
            />
          </fieldset>
          <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:items-center">
            {board && (
              <Button
                type="button"
                variant="danger-ghost"
                className="sm:mr-auto"
                onClick={() => setConfirmingDelete(true)}
              >
                Excluir quadro
              </Button>
            )}
            <DialogFormActions
              submitLabel={board ? 'Salvar' : 'Criar quadro'}
              pending={isSubmitting}
            />
          </div>
        </form>
        {board && (
          <ConfirmDialog
            open={confirmingDelete}
            onOpenChange={setConfirmingDelete}
            title="Excluir Quadro"
            confirmLabel="Excluir quadro"
            pending={deleteBoard.isPending}
            onConfirm={() => void confirmDelete()}
          >
            {`Tem certeza que deseja excluir o quadro ${board.name}? Todas as listas e cartões dele serão excluídos permanentemente.`}
          </ConfirmDialog>
        )}
      </DialogContent>
    </Dialog>
  );
}
