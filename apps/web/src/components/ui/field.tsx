import type { ReactNode } from 'react';
import { Label } from './label';

/** What the control inside a `Field` spreads, so its id and ARIA state match what is shown. */
export interface FieldControlProps {
  id: string;
  invalid: boolean;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  /** Extra content on the label row, e.g. a "forgot password" link. */
  labelAside?: ReactNode;
  /** Renders the control (an Input, Textarea or Select) from the props it must carry. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * The one "label, control, hint and error" block of every form. The control gets `id`,
 * `invalid` and an `aria-describedby` naming the hint and the error shown.
 */
export function Field({ id, label, error, hint, labelAside, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="space-y-1.5">
      <div className="flex items-baseline justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {labelAside}
      </div>
      {children({ id, invalid: Boolean(error), 'aria-describedby': describedBy })}
      {hint && (
        <div id={hintId} className="text-xs text-slate-500">
          {hint}
        </div>
      )}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}

export function FieldError({ id, children }: { id?: string | undefined; children: ReactNode }) {
  return (
    <p id={id} className="text-sm text-red-600">
      {children}
    </p>
  );
}
