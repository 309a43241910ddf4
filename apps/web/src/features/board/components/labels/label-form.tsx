import { zodResolver } from '@hookform/resolvers/zod';
import { createLabelRequestSchema, MAX_LABEL_NAME, type Label } from '@quadro/contracts';
import { Trash2 } from 'lucide-react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../../components/ui/button';
import { InputField } from '../../../../components/ui/input-field';
import { LabelChip } from './label-chip';
import { LabelColorChoice } from './label-color-choice';

export type LabelValues = Pick<Label, 'name' | 'color'>;

export interface LabelFormProps {
  /** What the fields start with: the label edited, or a new one's suggestion. */
  initial: LabelValues;
  submitLabel: string;
  pending?: boolean;
  onSubmit: (values: LabelValues) => void;
  /** Editing: the way to 'Excluir', confirmed by the caller. */
  onDelete?: () => void;
}

/** A label's name (optional: a colour alone is a label too) and colour, with its preview. */
export function LabelForm({ initial, submitLabel, pending, onSubmit, onDelete }: LabelFormProps) {
  const { register, handleSubmit, control, formState } = useForm({
    resolver: zodResolver(createLabelRequestSchema),
    defaultValues: initial,
  });
  const [name, color] = useWatch({ control, name: ['name', 'color'] });
  const preview = { name: name ?? '', color };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-3">
      <div className="flex h-12 items-center justify-center rounded-lg bg-slate-100 px-3">
        <LabelChip label={preview} className="max-w-full" />
      </div>
      <InputField
        id="label-form-name"
        label="Nome"
        hint="Opcional: sem nome, a etiqueta é só a cor."
        autoFocus
        autoComplete="off"
        maxLength={MAX_LABEL_NAME}
        error={formState.errors.name?.message}
        {...register('name')}
      />
      <Controller
        control={control}
        name="color"
        render={({ field }) => <LabelColorChoice value={field.value} onChange={field.onChange} />}
      />
      <div className="flex items-center gap-2 pt-1">
        <Button type="submit" size="sm" pending={pending}>
          {submitLabel}
        </Button>
        {onDelete && (
          <Button variant="danger-ghost" size="sm" className="ml-auto" onClick={onDelete}>
            <Trash2 className="size-4" aria-hidden="true" />
            Excluir
          </Button>
        )}
      </div>
    </form>
  );
}
