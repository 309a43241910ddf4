import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { InputField } from '../../../components/ui/input-field';
import { PasswordChecklist } from './password-checklist';
import { PasswordStrengthMeter } from './password-strength-meter';

interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

export interface NewPasswordFieldsProps {
  /** The inputs get the ids `${idPrefix}-password` and `${idPrefix}-confirm`. */
  idPrefix: string;
  label: string;
  confirmLabel: string;
  /** The password as typed so far, for the meter and the checklist. */
  password: string;
  register: UseFormRegister<NewPasswordValues>;
  errors: FieldErrors<NewPasswordValues>;
}

/** A new password with its strength and the rules of spec §5, then its confirmation. */
export function NewPasswordFields({
  idPrefix,
  label,
  confirmLabel,
  password,
  register,
  errors,
}: NewPasswordFieldsProps) {
  return (
    <>
      <InputField
        id={`${idPrefix}-password`}
        label={label}
        type="password"
        autoComplete="new-password"
        placeholder="Mínimo 12 caracteres"
        error={errors.password?.message}
        hint={
          <div className="space-y-2 pt-1">
            {password && <PasswordStrengthMeter password={password} />}
            <PasswordChecklist password={password} />
          </div>
        }
        {...register('password')}
      />
      <InputField
        id={`${idPrefix}-confirm`}
        label={confirmLabel}
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
    </>
  );
}
