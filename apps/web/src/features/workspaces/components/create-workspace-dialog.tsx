import { zodResolver } from '@hookform/resolvers/zod';
import { createWorkspaceRequestSchema } from '@quadro/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { DialogFormActions } from '../../../components/ui/dialog-form-actions';
import { Field } from '../../../components/ui/field';
import { InputField } from '../../../components/ui/input-field';
import { Textarea } from '../../../components/ui/textarea';
import { errorMessage } from '../../../lib/http';
import { paths } from '../../../lib/paths';
import { useCreateWorkspace } from '../api/create-workspace';

/** Creates a workspace (the server seeds its board), then switches to it and opens that board. */
export function CreateWorkspaceDialog({ onClose }: { onClose: () => void }) {
  const createWorkspace = useCreateWorkspace();
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(createWorkspaceRequestSchema),
    defaultValues: { name: '', description: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const { board } = await createWorkspace.mutateAsync(values);
      onClose();
      await navigate(paths.board(board.id));
    } catch (error) {
      setServerError(errorMessage(error, 'Erro ao criar workspace'));
    }
  });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title="Criar Workspace"
        description="Um espaço para sua equipe, com um quadro pronto para começar."
      >
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          {serverError && <Alert tone="error">{serverError}</Alert>}
          <InputField
            id="workspace-name"
            label="Nome"
            autoFocus
            autoComplete="off"
            placeholder="Ex.: Marketing"
            error={errors.name?.message}
            {...register('name')}
          />
          <Field id="workspace-description" label="Descrição" error={errors.description?.message}>
            {(control) => (
              <Textarea
                {...control}
                rows={3}
                placeholder="Para que serve este workspace? (opcional)"
                {...register('description')}
              />
            )}
          </Field>
          <DialogFormActions submitLabel="Criar workspace" pending={isSubmitting} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
