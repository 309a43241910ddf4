import type { ReactNode } from 'react';
import { describedBy, Field } from './field';
import { Input, type InputProps } from './input';

export interface InputFieldProps extends Omit<InputProps, 'id' | 'invalid'> {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  labelAside?: ReactNode;
}

/** A `Field` around an `Input`, so `invalid` and `aria-describedby` always match what it shows. */
export function InputField({ id, label, error, hint, labelAside, ...inputProps }: InputFieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint} labelAside={labelAside}>
      <Input
        id={id}
        invalid={Boolean(error)}
        aria-describedby={describedBy(id, { hint: Boolean(hint), error })}
        {...inputProps}
      />
    </Field>
  );
}
