import { zodResolver } from '@hookform/resolvers/zod';
import { createHolidayRequestSchema, MAX_HOLIDAY_NAME } from '@quadro/contracts';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { InputField } from '../../../components/ui/input-field';
import { errorMessage } from '../../../lib/http';
import { useAddHoliday } from '../api/add-holiday';

export interface AddHolidayFormProps {
  workspaceId: string;
  /** The day was saved: the dialog shows its year. */
  onAdded: (date: string) => void;
}

/** A day off of the workspace's own: a municipal holiday, the company's emenda. */
export function AddHolidayForm({ workspaceId, onAdded }: AddHolidayFormProps) {
  const addHoliday = useAddHoliday(workspaceId);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(createHolidayRequestSchema),
    defaultValues: { date: '', name: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const holiday = await addHoliday.mutateAsync(values);
      reset();
      setFocus('date');
      onAdded(holiday.date);
    } catch (error) {
      setServerError(errorMessage(error, 'Erro ao adicionar o feriado'));
    }
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="add-holiday-title"
      className="space-y-3 rounded-xl border border-slate-200 p-4"
    >
      <h3 id="add-holiday-title" className="text-sm font-semibold text-slate-900">
        Adicionar dia sem expediente
      </h3>
      {serverError && <Alert tone="error">{serverError}</Alert>}
      <div className="grid gap-3 sm:grid-cols-[11rem_1fr]">
        <InputField
          id="holiday-date"
          label="Data"
          type="date"
          min="1970-01-01"
          max="9999-12-31"
          error={errors.date?.message}
          {...register('date')}
        />
        <InputField
          id="holiday-name"
          label="Nome"
          placeholder="Ex.: Aniversário da cidade"
          autoComplete="off"
          maxLength={MAX_HOLIDAY_NAME}
          error={errors.name?.message}
          {...register('name')}
        />
      </div>
      <div className="flex justify-end">
        <Button type="submit" size="sm" pending={isSubmitting}>
          <Plus className="size-4" aria-hidden="true" />
          Adicionar
        </Button>
      </div>
    </form>
  );
}
