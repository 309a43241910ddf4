import { MAX_CHECKLIST_TITLE } from '@quadro/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';

export interface AddChecklistFormProps {
  pending: boolean;
  onAdd: (title: string) => void;
  onCancel: () => void;
}

/** A new checklist's title ('Checklist' unless changed): Enter adds it, Esc gives up. */
export function AddChecklistForm({ pending, onAdd, onCancel }: AddChecklistFormProps) {
  const [title, setTitle] = useState('Checklist');
  const trimmed = title.trim();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (trimmed && !pending) onAdd(trimmed);
  }

  return (
    <form onSubmit={submit} className="space-y-2 rounded-lg border border-slate-200 p-3">
      <label htmlFor="new-checklist-title" className="block text-sm font-medium text-slate-700">
        Título da checklist
      </label>
      <Input
        id="new-checklist-title"
        autoFocus
        autoComplete="off"
        maxLength={MAX_CHECKLIST_TITLE}
        value={title}
        data-esc-cancels-edit
        onChange={(event) => setTitle(event.target.value)}
        onFocus={(event) => event.currentTarget.select()}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onCancel();
        }}
        className="h-9"
      />
      <div className="flex gap-2">
        <Button type="submit" size="sm" pending={pending} disabled={!trimmed}>
          Adicionar
        </Button>
        <Button size="sm" variant="ghost" onClick={onCancel}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}
