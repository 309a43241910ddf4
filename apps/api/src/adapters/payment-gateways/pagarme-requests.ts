import type {
  ChargeRequest,
  GatewayCard,
  GatewayCustomer,
  SavedCardChargeRequest,
} from './payment-gateway.js';

/** A card saved at Pagar.me: its customer and the card's id, both needed to charge it. */
export interface SavedCard {
  customerId: string;
  cardId: string;
}

function pagarmeAddress({ address }: GatewayCustomer) {
  return {
    line_1: `${address.streetNumber}, ${address.street}, ${address.neighborhood}`,
    zip_code: address.zipcode,
    city: address.city,
    state: address.state,
    country: 'BR',
  };
}

/** Pagar.me v5's customer, as an order carries it and as `POST /customers` creates it. */
export function buildCustomer(customer: GatewayCustomer) {
  const { phone } = customer;
  return {
    name: customer.name,
    email: customer.email,
    type: 'individual',
    document: customer.document,
    document_type: 'CPF',
    address: pagarmeAddress(customer),
    ...(phone && {
      phones: {
        mobile_phone: { country_code: '55', area_code: phone.slice(0, 2), number: phone.slice(2) },
      },
    }),
  };
}

function buildCardData(card: GatewayCard, customer: GatewayCustomer) {
  return {
    number: card.number,
    holder_name: card.holderName,
    exp_month: card.expMonth,
    exp_year: card.expYear,
    cvv: card.cvv,
    billing_address: pagarmeAddress(customer),
  };
}

/** `POST /customers/{customer_id}/cards`: an authorization Pagar.me voids checks the card first. */
export function buildCard(card: GatewayCard, customer: GatewayCustomer) {
  return { ...buildCardData(card, customer), options: { verify_card: true } };
}

/** A closed order of one item, paid at once in one installment; `code` is our payment's id. */
function buildOrderOf(
  { paymentId, amountCents, description }: ChargeRequest | SavedCardChargeRequest,
  card: { card: ReturnType<typeof buildCardData> } | { card_id: string },
) {
  return {
    code: paymentId,
    closed: true,
    items: [{ code: 'MONTHLY', description, amount: amountCents, quantity: 1 }],
    payments: [
      {
        payment_method: 'credit_card',
        amount: amountCents,
        credit_card: {
          installments: 1,
          statement_descriptor: 'QUADRO',
          operation_type: 'auth_and_capture',
          ...card,
        },
      },
    ],
  };
}

/** A checkout: the customer and the card in full; Pagar.me saves both for the renewals. */
export function buildOrder(request: ChargeRequest) {
  const { customer, card } = request;
  return {
    ...buildOrderOf(request, { card: buildCardData(card, customer) }),
    customer: buildCustomer(customer),
  };
}

/** A renewal: the saved customer and card by id, no card data. */
export function buildSavedCardOrder(request: SavedCardChargeRequest, saved: SavedCard) {
  return {
    ...buildOrderOf(request, { card_id: saved.cardId }),
    customer_id: saved.customerId,
  };
}
