import { onlyDigits, stateSchema } from '@quadro/contracts';
import { useRef } from 'react';
import { useFormContext } from 'react-hook-form';
import { useLookupPostalAddress } from '../api/get-postal-address';
import type { CheckoutFormValues } from '../logic/checkout-form';

/** The fields a CEP lookup fills, with the lookup's name for each. */
const ADDRESS_FROM_LOOKUP = {
  street: 'street',
  neighborhood: 'district',
  city: 'city',
  state: 'state',
} as const;

/** The checkout's CEP field calls the returned handler as it is typed; 8 digits fill the address. */
export function useAddressFromPostalCode() {
  const { getValues, setValue, getFieldState } = useFormContext<CheckoutFormValues>();
  const lookupPostalAddress = useLookupPostalAddress();
  const lastLookup = useRef<string | null>(null);

  /**
   * Fills the address a CEP names. A failure changes nothing; so does an answer that arrives
   * after the CEP changed; and a field the user edited while it was on its way stays theirs.
   */
  async function fillAddress(postalCode: string) {
    if (lastLookup.current === postalCode) return;
    lastLookup.current = postalCode;
    const names = Object.keys(ADDRESS_FROM_LOOKUP) as (keyof typeof ADDRESS_FROM_LOOKUP)[];
    const before = new Map(names.map((name) => [name, getValues(name)]));
    let address;
    try {
      address = await lookupPostalAddress(postalCode);
    } catch {
      return;
    }
    if (onlyDigits(getValues('zipcode')) !== postalCode) return;
    for (const name of names) {
      const value = address[ADDRESS_FROM_LOOKUP[name]].trim();
      if (!value || getValues(name) !== before.get(name)) continue;
      if (name === 'state' && !stateSchema.safeParse(value).success) continue;
      setValue(name, value, { shouldDirty: true, shouldValidate: getFieldState(name).invalid });
    }
  }

  return function handlePostalCodeTyped(value: string) {
    const digits = onlyDigits(value);
    if (digits.length === 8) void fillAddress(digits);
    else lastLookup.current = null;
  };
}
