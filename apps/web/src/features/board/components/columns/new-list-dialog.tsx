import { zodResolver } from '@hookform/resolvers/zod';
import { createListRequestSchema } from '@quadro/contracts';
import { useForm } from 'react-hook-form';
import { Dialog, DialogContent } from '../../../../components/ui/dialog';
import { DialogFormActions } from '../../../../components/ui/dialog-form-actions';
import { InputField } from '../../../../components/ui/input-field';
import { useCreateList } from '../../api/create-list';

/** 'Nova Lista': a name; the list goes after the last one, colour #6366F1 (server defaults). */
export function NewListDialog({ boardId, onClose }: { boardId: string; onClose: () => void }) {
  const createList = useCreateList(boardId);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(createListRequestSchema),
    defaultValues: { boardId, name: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await createList.mutateAsync(values);
      onClose();
    } catch {
      // Logged by the mutation (spec §8); the form keeps what was typed.
    }
  });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title="Nova Lista" size="md">
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          <InputField
            id="list-name"
            label="Nome da lista"
            autoFocus
            autoComplete="off"
            placeholder="Ex.: Em revisão"
            error={errors.name?.message}
            {...register('name')}
          />
          <DialogFormActions submitLabel="Criar lista" pending={isSubmitting} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
