import { API_ERRORS } from '@quadro/contracts';
import { randomUUID } from 'node:crypto';
import {
  GatewayUnavailableError,
  type ChargeRequest,
  type ChargeResult,
  type PaymentGateway,
} from './payment-gateway.js';

/** Pagar.me's simulator cards (design §7), so what a person learns locally holds there. */
export const SANDBOX_CARDS = {
  approved: '4000000000000010',
  declined: '4000000000000028',
  gatewayDown: '4000000000000044',
} as const;

/**
 * The default gateway: no money moves, and the outcome follows the card, deterministically. A
 * Luhn-valid card is approved; a CVV starting with 6, or the simulator's failure card, is
 * declined by the "issuer"; card 4000 0000 0000 0044 fails as if the gateway were down.
 */
export function sandboxGateway(): PaymentGateway {
  return {
    name: 'sandbox',
    async charge(request: ChargeRequest): Promise<ChargeResult> {
      if (request.card.number === SANDBOX_CARDS.gatewayDown)
        throw new GatewayUnavailableError('sandbox: simulated gateway outage');
      const declined =
        request.card.cvv.startsWith('6') || request.card.number === SANDBOX_CARDS.declined;
      return declined
        ? {
            outcome: 'declined',
            reference: `sandbox_${randomUUID()}`,
            message: API_ERRORS.PAYMENT_DECLINED.message,
          }
        : { outcome: 'approved', reference: `sandbox_${randomUUID()}` };
    },
  };
}
