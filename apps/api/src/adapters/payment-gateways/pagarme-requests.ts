import type {
  ChargeRequest,
  GatewayCard,
  GatewayCustomer,
  PixRequest,
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

/** What every order says of the month it charges. */
type Month = Pick<PixRequest, 'paymentId' | 'amountCents' | 'description'>;

/** A closed order of one item, paid at once by its one payment; `code` is our payment's id. */
function buildOrderOf(
  { paymentId, amountCents, description }: Month,
  payment: { payment_method: 'credit_card' | 'pix' } & Record<string, unknown>,
) {
  return {
    code: paymentId,
    closed: true,
    items: [{ code: 'MONTHLY', description, amount: amountCents, quantity: 1 }],
    payments: [{ ...payment, amount: amountCents }],
  };
}

/** Paid by credit card, captured at once, in one installment. */
const creditCard = (card: { card: ReturnType<typeof buildCardData> } | { card_id: string }) => ({
  payment_method: 'credit_card' as const,
  credit_card: {
    installments: 1,
    statement_descriptor: 'QUADRO',
    operation_type: 'auth_and_capture',
    ...card,
  },
});

/** A checkout: the customer and the card in full; Pagar.me saves both for the renewals. */
export function buildOrder(request: ChargeRequest) {
  const { customer, card } = request;
  return {
    ...buildOrderOf(request, creditCard({ card: buildCardData(card, customer) })),
    customer: buildCustomer(customer),
  };
}

/** A renewal: the saved customer and card by id, no card data. */
export function buildSavedCardOrder(request: SavedCardChargeRequest, saved: SavedCard) {
  return {
    ...buildOrderOf(request, creditCard({ card_id: saved.cardId })),
    customer_id: saved.customerId,
  };
}

/**
 * A Pix: the same order as a checkout's, paid by a QR code Pagar.me generates, valid until
 * `expires_at` (v5 takes `expires_at` or `expires_in` in seconds; a fixed instant keeps a retried
 * request the same). The customer in full, as a checkout's, or the one an earlier order saved.
 */
export function buildPixOrder(request: PixRequest) {
  return {
    ...buildOrderOf(request, {
      payment_method: 'pix',
      pix: { expires_at: request.expiresAt.toISOString() },
    }),
    ...('customer' in request
      ? { customer: buildCustomer(request.customer) }
      : { customer_id: request.customerReference }),
  };
}
