import { zodResolver } from '@hookform/resolvers/zod';
import { createCardRequestSchema, type ListWithCards, type Member } from '@quadro/contracts';
import { useForm } from 'react-hook-form';
import { Dialog, DialogContent } from '../../../../components/ui/dialog';
import { DialogFormActions } from '../../../../components/ui/dialog-form-actions';
import { Field } from '../../../../components/ui/field';
import { InputField } from '../../../../components/ui/input-field';
import { Select } from '../../../../components/ui/select';
import { Textarea } from '../../../../components/ui/textarea';
import { useCreateCard } from '../../api/create-card';
import { memberLabel } from '../../logic/member-filter';

export interface NewCardDialogProps {
  boardId: string;
  lists: readonly ListWithCards[];
  members: readonly Member[];
  defaultListId?: string;
  onClose: () => void;
}

/** 'Nova Tarefa': title, description, list and (when the workspace has members) assignee. */
export function NewCardDialog({
  boardId,
  lists,
  members,
  defaultListId,
  onClose,
}: NewCardDialogProps) {
  const createCard = useCreateCard(boardId);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(createCardRequestSchema),
    defaultValues: {
      title: '',
      description: '',
      listId: defaultListId ?? lists[0]?.id ?? '',
      assigneeId: null,
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await createCard.mutateAsync(values);
      onClose();
    } catch {
      // Logged by the mutation (spec §8); the form stays open with what was typed.
    }
  });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title="Nova Tarefa">
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          <InputField
            id="card-title"
            label="Título"
            autoFocus
            autoComplete="off"
            placeholder="O que precisa ser feito?"
            error={errors.title?.message}
            {...register('title')}
          />
          <Field id="card-description" label="Descrição" error={errors.description?.message}>
            {(control) => (
              <Textarea
                {...control}
                rows={3}
                placeholder="Detalhes, links, critérios de aceite... (opcional)"
                {...register('description')}
              />
            )}
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="card-list" label="Lista" error={errors.listId?.message}>
              {(control) => (
                <Select {...control} {...register('listId')}>
                  {lists.map((list) => (
                    <option key={list.id} value={list.id}>
                      {list.name}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            {members.length > 0 && (
              <Field id="card-assignee" label="Responsável">
                {(control) => (
                  <Select
                    {...control}
                    {...register('assigneeId', { setValueAs: (value) => value || null })}
                  >
                    <option value="">Sem responsável</option>
                    {members.map((member) => (
                      <option key={member.id} value={member.id}>
                        {memberLabel(member)}
                      </option>
                    ))}
                  </Select>
                )}
              </Field>
            )}
          </div>
          <DialogFormActions submitLabel="Criar tarefa" pending={isSubmitting} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
