import type { ChangeCardInput } from '@quadro/contracts';
import type {
  GatewayCard,
  GatewayCustomer,
} from '../../adapters/payment-gateways/payment-gateway.js';

/** The checkout's customer, in the gateway's terms. */
export function gatewayCustomer({ customer }: Pick<ChangeCardInput, 'customer'>): GatewayCustomer {
  const { address } = customer;
  return {
    name: customer.name,
    email: customer.email,
    document: customer.document,
    phone: customer.phone || undefined,
    address: {
      street: address.street,
      streetNumber: address.street_number,
      zipcode: address.zipcode,
      neighborhood: address.neighborhood,
      city: address.city,
      state: address.state,
      country: address.country,
    },
  };
}

/** The checkout's card, in the gateway's terms; it goes to the gateway and nowhere else. */
export const gatewayCard = ({ card }: Pick<ChangeCardInput, 'card'>): GatewayCard => ({
  number: card.number,
  holderName: card.holder_name,
  expMonth: card.exp_month,
  expYear: card.exp_year,
  cvv: card.cvv,
});
