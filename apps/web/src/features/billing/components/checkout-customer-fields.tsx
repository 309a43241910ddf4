import { formatCpf, formatPhone } from '@quadro/contracts';
import type { FocusEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import { InputField } from '../../../components/ui/input-field';
import { useRegisterMasked } from '../hooks/use-register-masked';
import type { CheckoutFormValues } from '../logic/checkout-form';

export function CheckoutCustomerFields() {
  const {
    register,
    getFieldState,
    trigger,
    formState: { errors },
  } = useFormContext<CheckoutFormValues>();
  const registerMasked = useRegisterMasked();

  return (
    <fieldset className="space-y-4">
      <legend className="mb-3 text-sm font-semibold text-slate-900">Seus dados</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          id="checkout-name"
          label="Nome completo"
          autoComplete="name"
          error={errors.name?.message}
          {...register('name')}
        />
        <InputField
          id="checkout-email"
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <InputField
          id="checkout-document"
          label="CPF"
          inputMode="numeric"
          autoComplete="off"
          placeholder="000.000.000-00"
          maxLength={14}
          error={errors.document?.message}
          {...registerMasked('document', formatCpf, {
            // Checked on blur (spec §5); once wrong, re-checked as it is corrected.
            onChange: () => {
              if (getFieldState('document').invalid) void trigger('document');
            },
            onBlur: (event: FocusEvent<HTMLInputElement>) => {
              if (event.target.value) void trigger('document');
            },
          })}
        />
        <InputField
          id="checkout-phone"
          label={
            <>
              Telefone <span className="font-normal text-slate-500">(opcional)</span>
            </>
          }
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="(00) 00000-0000"
          maxLength={15}
          error={errors.phone?.message}
          {...registerMasked('phone', formatPhone)}
        />
      </div>
    </fieldset>
  );
}
