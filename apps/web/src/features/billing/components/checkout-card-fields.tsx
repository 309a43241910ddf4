import { formatCardNumber, formatCvv } from '@quadro/contracts';
import { Lock } from 'lucide-react';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { Field } from '../../../components/ui/field';
import { InputField } from '../../../components/ui/input-field';
import { Select } from '../../../components/ui/select';
import { useRegisterMasked } from '../hooks/use-register-masked';
import { EXPIRY_MONTHS, expiryYears, type CheckoutFormValues } from '../logic/checkout-form';

export function CheckoutCardFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<CheckoutFormValues>();
  const registerMasked = useRegisterMasked();
  const [years] = useState(() => expiryYears());

  return (
    <fieldset className="space-y-4">
      <legend className="mb-3 flex items-center gap-1.5 text-sm font-semibold text-slate-900">
        <Lock className="size-3.5 text-slate-500" aria-hidden="true" />
        Cartão de crédito
      </legend>
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-6">
        <div className="col-span-2 sm:col-span-3">
          <InputField
            id="checkout-card-number"
            label="Número do cartão"
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="0000 0000 0000 0000"
            maxLength={19}
            error={errors.cardNumber?.message}
            {...registerMasked('cardNumber', formatCardNumber)}
          />
        </div>
        <div className="col-span-2 sm:col-span-3">
          <InputField
            id="checkout-holder-name"
            label="Nome no cartão"
            autoComplete="cc-name"
            autoCapitalize="characters"
            placeholder="Como impresso no cartão"
            maxLength={64}
            error={errors.holderName?.message}
            {...registerMasked('holderName', (value) => value.toUpperCase(), undefined, /[\s\S]/)}
          />
        </div>
        <div className="sm:col-span-2">
          <Field id="checkout-exp-month" label="Mês de validade" error={errors.expMonth?.message}>
            {(control) => (
              <Select
                {...control}
                autoComplete="cc-exp-month"
                {...register('expMonth', { deps: ['expYear'] })}
              >
                <option value="">Mês</option>
                {EXPIRY_MONTHS.map((month) => (
                  <option key={month} value={String(month)}>
                    {String(month).padStart(2, '0')}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </div>
        <div className="sm:col-span-2">
          <Field id="checkout-exp-year" label="Ano de validade" error={errors.expYear?.message}>
            {(control) => (
              <Select
                {...control}
                autoComplete="cc-exp-year"
                {...register('expYear', { deps: ['expMonth'] })}
              >
                <option value="">Ano</option>
                {years.map((year) => (
                  <option key={year} value={String(year)}>
                    {year}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </div>
        <div className="sm:col-span-2">
          <InputField
            id="checkout-cvv"
            label="CVV"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="000"
            maxLength={4}
            error={errors.cvv?.message}
            {...registerMasked('cvv', formatCvv)}
          />
        </div>
      </div>
    </fieldset>
  );
}
