import { BR_STATES, formatPostalCode } from '@quadro/contracts';
import { useFormContext } from 'react-hook-form';
import { Field } from '../../../components/ui/field';
import { InputField } from '../../../components/ui/input-field';
import { Select } from '../../../components/ui/select';
import { useAddressFromPostalCode } from '../hooks/use-address-from-postal-code';
import { useRegisterMasked } from '../hooks/use-register-masked';
import type { CheckoutFormValues } from '../logic/checkout-form';

export function CheckoutAddressFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<CheckoutFormValues>();
  const registerMasked = useRegisterMasked();
  const handlePostalCodeTyped = useAddressFromPostalCode();
  const zipcodeField = registerMasked('zipcode', formatPostalCode);

  return (
    <fieldset className="space-y-4">
      <legend className="mb-3 text-sm font-semibold text-slate-900">Endereço de cobrança</legend>
      <div className="grid gap-4 sm:grid-cols-6">
        <div className="sm:col-span-2">
          <InputField
            id="checkout-zipcode"
            label="CEP"
            inputMode="numeric"
            autoComplete="postal-code"
            placeholder="00000-000"
            maxLength={9}
            error={errors.zipcode?.message}
            {...zipcodeField}
            onChange={(event) => {
              void zipcodeField.onChange(event);
              handlePostalCodeTyped(event.target.value);
            }}
          />
        </div>
        <div className="sm:col-span-4">
          <InputField
            id="checkout-street"
            label="Rua"
            autoComplete="address-line1"
            error={errors.street?.message}
            {...register('street')}
          />
        </div>
        <div className="sm:col-span-2">
          <InputField
            id="checkout-street-number"
            label="Número"
            autoComplete="off"
            error={errors.streetNumber?.message}
            {...register('streetNumber')}
          />
        </div>
        <div className="sm:col-span-4">
          <InputField
            id="checkout-neighborhood"
            label="Bairro"
            autoComplete="address-level3"
            error={errors.neighborhood?.message}
            {...register('neighborhood')}
          />
        </div>
        <div className="sm:col-span-4">
          <InputField
            id="checkout-city"
            label="Cidade"
            autoComplete="address-level2"
            error={errors.city?.message}
            {...register('city')}
          />
        </div>
        <div className="sm:col-span-2">
          <Field id="checkout-state" label="Estado" error={errors.state?.message}>
            {(control) => (
              <Select {...control} autoComplete="address-level1" {...register('state')}>
                <option value="">Selecione</option>
                {BR_STATES.map((state) => (
                  <option key={state} value={state}>
                    {state}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </div>
      </div>
    </fieldset>
  );
}
