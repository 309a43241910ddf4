import { InputField, type InputFieldProps } from '../../../components/ui/input-field';

export type EmailFieldProps = Omit<InputFieldProps, 'label' | 'type'>;

/** The 'Email' input every auth form asks for. */
export function EmailField(props: EmailFieldProps) {
  return (
    <InputField
      label="Email"
      type="email"
      autoComplete="email"
      inputMode="email"
      placeholder="voce@empresa.com.br"
      {...props}
    />
  );
}
