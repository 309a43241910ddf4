import { API_ERRORS } from '@quadro/contracts';
import { randomUUID } from 'node:crypto';
import { createStaticPix } from 'pix-utils';
import {
  GatewayUnavailableError,
  type ChargeResult,
  type GatewayCard,
  type PaymentGateway,
} from './payment-gateway.js';

/** Pagar.me's simulator cards (design §7), so what a person learns locally holds there. */
export const SANDBOX_CARDS = {
  approved: '4000000000000010',
  declined: '4000000000000028',
  gatewayDown: '4000000000000044',
  /** Approved at checkout and saved, then declined on every renewal ('Pagamento pendente'). */
  declinedOnRenewal: '4000000000000077',
} as const;

/** The saved card's token tells its renewals' fate: the sandbox remembers nothing. */
const CARD_TOKEN = 'sandbox_card_';
const DECLINING_CARD_TOKEN = 'sandbox_card_decline_';

const declined = (): ChargeResult => ({
  outcome: 'declined',
  reference: `sandbox_${randomUUID()}`,
  message: API_ERRORS.PAYMENT_DECLINED.message,
});

function checkCard(card: GatewayCard): 'approved' | 'declined' {
  if (card.number === SANDBOX_CARDS.gatewayDown)
    throw new GatewayUnavailableError('sandbox: simulated gateway outage');
  return card.cvv.startsWith('6') || card.number === SANDBOX_CARDS.declined
    ? 'declined'
    : 'approved';
}

const tokenFor = (card: GatewayCard) =>
  (card.number === SANDBOX_CARDS.declinedOnRenewal ? DECLINING_CARD_TOKEN : CARD_TOKEN) +
  randomUUID();

/**
 * The default gateway: no money moves, and the outcome follows the card, deterministically. A
 * Luhn-valid card is approved; a CVV starting with 6, or the simulator's failure card, is
 * declined by the "issuer"; card 4000 0000 0000 0044 fails as if the gateway were down; card
 * 4000 0000 0000 0077 is approved and saved, and its renewals are declined. A Pix is a valid
 * BR Code nobody can pay: the sandbox's 'Simular pagamento' settles it.
 */
export function sandboxGateway(): PaymentGateway {
  return {
    name: 'sandbox',
    async charge({ card }) {
      if (checkCard(card) === 'declined') return declined();
      return {
        outcome: 'approved',
        reference: `sandbox_${randomUUID()}`,
        cardReference: tokenFor(card),
      };
    },
    async chargeSavedCard({ cardReference }) {
      if (!cardReference.startsWith(CARD_TOKEN) || cardReference.startsWith(DECLINING_CARD_TOKEN))
        return declined();
      return {
        outcome: 'approved',
        reference: `sandbox_${randomUUID()}`,
        cardReference,
      };
    },
    async saveCard({ card }) {
      return checkCard(card) === 'declined'
        ? { outcome: 'declined', message: API_ERRORS.PAYMENT_DECLINED.message }
        : { outcome: 'saved', cardReference: tokenFor(card) };
    },
    async createPix({ paymentId, amountCents, description, expiresAt }) {
      return {
        reference: `sandbox_pix_${paymentId}`,
        customerReference: `sandbox_customer_${paymentId}`,
        copyPaste: sandboxBrCode(paymentId, amountCents, description),
        expiresAt,
      };
    },
    // The sandbox sends no notifications, so nothing asks it about an order.
    fetchOrder: async () => null,
  };
}

/** No bank settles it: the sandbox's Pix key is a random key that belongs to nobody. */
const SANDBOX_PIX_KEY = '7d9f0e2a-4c1b-4e8a-9b3d-5a6c7e8f9a0b';

/**
 * A valid BR Code (EMV, CRC16) any banking app can read, for the payment: its txid is the
 * payment's id (letters and digits, 25 at most), so a paid one names what it paid.
 */
function sandboxBrCode(paymentId: string, amountCents: number, description: string): string {
  return createStaticPix({
    merchantName: 'Quadro',
    merchantCity: 'Sao Paulo',
    pixKey: SANDBOX_PIX_KEY,
    infoAdicional: description,
    transactionAmount: amountCents / 100,
    txid: paymentId.replace(/[^a-zA-Z0-9]/g, '').slice(0, 25),
  })
    .throwIfError()
    .toBRCode();
}
