import type { ReactNode } from 'react';
import { Button } from './button';
import { DialogClose } from './dialog';

export interface DialogFormActionsProps {
  submitLabel: ReactNode;
  pending: boolean;
  disabled?: boolean;
}

/** The foot of a dialog's form: Cancelar closes the dialog, the other button submits. */
export function DialogFormActions({ submitLabel, pending, disabled }: DialogFormActionsProps) {
  return (
    <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
      <DialogClose asChild>
        <Button variant="secondary">Cancelar</Button>
      </DialogClose>
      <Button type="submit" pending={pending} disabled={disabled}>
        {submitLabel}
      </Button>
    </div>
  );
}
