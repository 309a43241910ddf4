import { zodResolver } from '@hookform/resolvers/zod';
import {
  allows,
  can,
  regionLabel,
  updateWorkspaceRequestSchema,
  type WorkspaceSummary,
} from '@quadro/contracts';
import { CalendarDays, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { DialogFormActions } from '../../../components/ui/dialog-form-actions';
import { Field } from '../../../components/ui/field';
import { InputField } from '../../../components/ui/input-field';
import { Textarea } from '../../../components/ui/textarea';
import { errorMessage } from '../../../lib/http';
import { useDeleteWorkspace } from '../api/delete-workspace';
import { useUpdateWorkspace } from '../api/update-workspace';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

// Both fields are sent on save, so name is required here (the request schema makes it optional).
const settingsSchema = z.object({
  name: updateWorkspaceRequestSchema.shape.name.unwrap(),
  description: updateWorkspaceRequestSchema.shape.description.unwrap(),
});

export interface WorkspaceSettingsDialogProps {
  workspace: WorkspaceSummary;
  onClose: () => void;
  /** Where to go once it is gone: it depends on whether it was the user's last one. */
  onDeleted: () => Promise<void>;
  /** Opens the region and holidays dialog in place of this one. */
  onOpenHolidays?: (() => void) | undefined;
}

/**
 * Name and description (owner/admin, while the owner's plan runs: read-only otherwise), the way to
 * the region and holidays; deleting is the owner's, behind 'Excluir Workspace', plan or not.
 */
export function WorkspaceSettingsDialog({
  workspace,
  onClose,
  onDeleted,
  onOpenHolidays,
}: WorkspaceSettingsDialogProps) {
  const updateWorkspace = useUpdateWorkspace(workspace.id);
  const deleteWorkspace = useDeleteWorkspace({ onDeleted });
  const [serverError, setServerError] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const editable = allows(workspace, 'workspace:update');
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, isDirty },
  } = useForm({
    resolver: zodResolver(settingsSchema),
    defaultValues: { name: workspace.name, description: workspace.description },
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await updateWorkspace.mutateAsync(values);
      onClose();
    } catch (error) {
      setServerError(errorMessage(error, 'Erro ao atualizar workspace'));
    }
  });

  function handleDelete() {
    deleteWorkspace.mutate(workspace.id, {
      onError: (error) => {
        setConfirmDelete(false);
        setServerError(errorMessage(error, 'Erro ao excluir workspace'));
      },
    });
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title="Configurações do Workspace">
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          {serverError && <Alert tone="error">{serverError}</Alert>}
          {!editable && (
            <Alert tone="warning">
              Este workspace está somente leitura: o período de teste ou o plano do proprietário
              terminou.
            </Alert>
          )}
          <fieldset disabled={!editable} className="space-y-4">
            <InputField
              id="settings-name"
              label="Nome"
              autoComplete="off"
              error={errors.name?.message}
              {...register('name')}
            />
            <Field id="settings-description" label="Descrição" error={errors.description?.message}>
              {(control) => <Textarea {...control} rows={3} {...register('description')} />}
            </Field>
          </fieldset>
          <DialogFormActions
            submitLabel="Salvar alterações"
            pending={isSubmitting}
            disabled={!isDirty || !editable}
          />
        </form>

        {onOpenHolidays && (
          <div className="mt-6 rounded-xl border border-slate-200 p-4">
            <h3 className="text-sm font-semibold text-slate-900">Feriados e dias sem expediente</h3>
            <p className="mt-1 text-sm text-slate-600">
              Região: <strong className="font-medium">{regionLabel(workspace.region)}</strong>. Os
              prazos em dias úteis pulam os feriados da região e os dias que o workspace cadastrar.
            </p>
            <Button variant="secondary" size="sm" className="mt-3" onClick={onOpenHolidays}>
              <CalendarDays className="size-4" aria-hidden="true" />
              Região e feriados
            </Button>
          </div>
        )}

        {can(workspace.role, 'workspace:delete') && (
          <div className="mt-6 rounded-xl border border-red-200 p-4">
            <h3 className="text-sm font-semibold text-red-700">Zona de perigo</h3>
            <p className="mt-1 text-sm text-slate-600">
              Excluir o workspace apaga todos os seus quadros, listas e cartões.
            </p>
            <Button
              variant="danger"
              size="sm"
              className="mt-3"
              onClick={() => setConfirmDelete(true)}
            >
              <Trash2 className="size-4" aria-hidden="true" />
              Excluir workspace
            </Button>
          </div>
        )}

        <ConfirmDialog
          open={confirmDelete}
          onOpenChange={setConfirmDelete}
          title="Excluir Workspace"
          confirmLabel="Excluir workspace"
          onConfirm={handleDelete}
          pending={deleteWorkspace.isPending}
        >
          Tem certeza que deseja excluir o workspace <strong>{workspace.name}</strong>? Todos os
          quadros, listas e cartões dele serão excluídos permanentemente. Esta ação não pode ser
          desfeita.
        </ConfirmDialog>
      </DialogContent>
    </Dialog>
  );
}
