import type { SubscribeRequest } from '@quadro/contracts';
import { testUser } from '../../../test/users';

/** The signed-in user of the billing tests. */
export const maria = testUser({ name: 'Maria da Silva' });

/** The request the tests' filled-in checkout sends: digits only, the holder in upper case. */
export function expectedCheckoutPayload(card: { holderName: string; expYear: number }) {
  return {
    planType: 'MONTHLY',
    customer: {
      name: 'Maria da Silva',
      email: 'maria@example.com',
      document: '52998224725',
      phone: '11987654321',
      address: {
        street: 'Avenida Paulista',
        street_number: '1000',
        zipcode: '01310100',
        neighborhood: 'Bela Vista',
        city: 'São Paulo',
        state: 'SP',
        country: 'BR',
      },
    },
    paymentMethod: 'credit_card',
    card: {
      number: '4000000000000010',
      holder_name: card.holderName,
      exp_month: 12,
      exp_year: card.expYear,
      cvv: '123',
    },
  } satisfies SubscribeRequest;
}
