import { Field, type FieldProps } from './field';
import { Input, type InputProps } from './input';

export interface InputFieldProps
  extends Omit<InputProps, 'id' | 'invalid'>, Omit<FieldProps, 'children'> {}

/** A `Field` around an `Input`: the commonest form field, in one tag. */
export function InputField({ id, label, error, hint, labelAside, ...inputProps }: InputFieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint} labelAside={labelAside}>
      {(control) => <Input {...control} {...inputProps} />}
    </Field>
  );
}
