import { zodResolver } from '@hookform/resolvers/zod';
import { createWorkspaceRequestSchema } from '@quadro/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { describedBy, Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
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
          <Field id="workspace-name" label="Nome" error={errors.name?.message}>
            <Input
              id="workspace-name"
              autoFocus
              autoComplete="off"
              placeholder="Ex.: Marketing"
              invalid={Boolean(errors.name)}
              aria-describedby={describedBy('workspace-name', { error: errors.name })}
              {...register('name')}
            />
          </Field>
          <Field id="workspace-description" label="Descrição" error={errors.description?.message}>
            <Textarea
              id="workspace-description"
              rows={3}
              placeholder="Para que serve este workspace? (opcional)"
              {...register('description')}
            />
          </Field>
          <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary">Cancelar</Button>
            </DialogClose>
            <Button type="submit" pending={isSubmitting}>
              Criar workspace
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
