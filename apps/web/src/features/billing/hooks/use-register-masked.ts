import type { ChangeEvent } from 'react';
import { useFormContext, type RegisterOptions } from 'react-hook-form';
import type { CheckoutFieldName, CheckoutFormValues } from '../logic/checkout-form';
import { maskInput } from '../logic/input-mask';

/** `registerMasked`: registers a checkout text field whose value is re-formatted as it is typed. */
export function useRegisterMasked() {
  const { register } = useFormContext<CheckoutFormValues>();
  return function registerMasked<N extends CheckoutFieldName>(
    name: N,
    format: (value: string) => string,
    options?: RegisterOptions<CheckoutFormValues, N>,
    significant?: RegExp,
  ) {
    const field = register(name, options);
    return {
      ...field,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        maskInput(event.target, format, significant);
        return field.onChange(event);
      },
    };
  };
}
