import type { ReactNode } from 'react';
import { Label } from './label';

export interface FieldProps {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  /** Extra content on the label row, e.g. a "forgot password" link. */
  labelAside?: ReactNode;
  children: ReactNode;
}

/** Label, control, hint and error; the control gets `id`, `aria-describedby` is `${id}-hint ${id}-error`. */
export function Field({ id, label, error, hint, labelAside, children }: FieldProps) {
  return (
    <div className="space-y-1.5">
      <div className="flex items-baseline justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {labelAside}
      </div>
      {children}
      {hint && (
        <div id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </div>
      )}
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </div>
  );
}

export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className="text-sm text-red-600">
      {children}
    </p>
  );
}

/** The aria-describedby value matching what `Field` renders. */
export function describedBy(
  id: string,
  { hint = false, error }: { hint?: boolean; error?: unknown },
) {
  const ids = [hint && `${id}-hint`, error ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}
