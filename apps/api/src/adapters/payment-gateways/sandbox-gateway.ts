import { API_ERRORS } from '@quadro/contracts';
import { randomUUID } from 'node:crypto';
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
 * 4000 0000 0000 0077 is approved and saved, and its renewals are declined.
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
  };
}
