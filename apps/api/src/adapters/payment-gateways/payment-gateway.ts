import type { BrState } from '@quadro/contracts';

/** One charge of the monthly plan, with everything the gateway needs and nothing we keep. */
export interface ChargeRequest {
  /** Our payment's id: the gateway's idempotency key, so a retried call charges once. */
  paymentId: string;
  amountCents: number;
  currency: 'BRL';
  description: string;
  customer: {
    name: string;
    email: string;
    /** CPF, digits only. */
    document: string;
    /** DDD and number, digits only. */
    phone?: string | undefined;
    address: {
      street: string;
      streetNumber: string;
      /** 8 digits. */
      zipcode: string;
      neighborhood: string;
      city: string;
      state: BrState;
      country: 'BR';
    };
  };
  card: { number: string; holderName: string; expMonth: number; expYear: number; cvv: string };
}

export type ChargeResult =
  | { outcome: 'approved'; reference: string }
  /** The issuer or the gateway refused the card; `message` is shown to the person, in pt-BR. */
  | { outcome: 'declined'; reference: string | null; message: string }
  /** Under the gateway's analysis: it may still be captured, so it must not be retried yet. */
  | { outcome: 'pending'; reference: string; message: string };

/**
 * The gateway could not be reached or failed (network, timeout, 5xx, our own credentials): the
 * charge's fate is unknown to us, and the person is told to try again. Never carries card data.
 */
export class GatewayUnavailableError extends Error {
  override name = 'GatewayUnavailableError';
}

export interface PaymentGateway {
  readonly name: 'sandbox' | 'pagarme';
  charge(request: ChargeRequest): Promise<ChargeResult>;
}
