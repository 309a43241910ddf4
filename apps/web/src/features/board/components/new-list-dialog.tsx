import { zodResolver } from '@hookform/resolvers/zod';
import { createListRequestSchema } from '@quadro/contracts';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { describedBy, Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { useCreateList } from '../api/create-list';

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
          <Field id="list-name" label="Nome da lista" error={errors.name?.message}>
            <Input
              id="list-name"
              autoFocus
              autoComplete="off"
              placeholder="Ex.: Em revisão"
              invalid={Boolean(errors.name)}
              aria-describedby={describedBy('list-name', { error: errors.name })}
              {...register('name')}
            />
          </Field>
          <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary">Cancelar</Button>
            </DialogClose>
            <Button type="submit" pending={isSubmitting}>
              Criar lista
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
