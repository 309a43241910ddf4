import type { BrState } from '@quadro/contracts';

/** Who pays, in the gateway's terms. */
export interface GatewayCustomer {
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
}

export interface GatewayCard {
  number: string;
  holderName: string;
  expMonth: number;
  expYear: number;
  cvv: string;
}

/** What every charge of the monthly plan says. */
export interface Charge {
  /** Our payment's id: the gateway's idempotency key, so a retried call charges once. */
  paymentId: string;
  amountCents: number;
  currency: 'BRL';
  description: string;
}

/**
 * A checkout's charge, with everything the gateway needs and nothing we keep. An approved one
 * also saves the card at the gateway for the renewals.
 */
export interface ChargeRequest extends Charge {
  customer: GatewayCustomer;
  card: GatewayCard;
}

/** A renewal's charge, to the card a checkout or a card change saved. */
export interface SavedCardChargeRequest extends Charge {
  cardReference: string;
}

/** A card saved at the gateway without a charge ('Trocar cartão'). */
export interface SaveCardRequest {
  customer: GatewayCustomer;
  card: GatewayCard;
  /** The card saved before, if any: the gateway keeps the same customer. */
  previousReference: string | null;
}

export type ChargeResult =
  /** `cardReference`: the saved card, when the gateway saved one. */
  | { outcome: 'approved'; reference: string; cardReference: string | null }
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

/**
 * A Pix for one month: the copia-e-cola (a BR Code) the payer's bank reads, valid until
 * `expiresAt`. For the checkout's customer, or for the customer an earlier Pix was generated for
 * (the next month's Pix: we keep no address or CPF to send again).
 */
export type PixRequest = Charge & { expiresAt: Date } & (
    { customer: GatewayCustomer } | { customerReference: string }
  );

export interface PixCharge {
  /** The gateway's order id. */
  reference: string;
  /** The gateway's customer, for the next month's Pix. */
  customerReference: string;
  /** The BR Code (EMV, CRC16): what the QR code draws and 'Copiar código' copies. */
  copyPaste: string;
  expiresAt: Date;
}

/**
 * What the gateway says of an order now (a webhook is never believed: its order is fetched):
 * `code` is our payment id, as the order was created with it.
 */
export interface OrderState {
  reference: string;
  code: string | null;
  status: 'paid' | 'pending' | 'failed' | 'canceled' | 'refunded' | 'chargedback';
}

export type SaveCardResult =
  { outcome: 'saved'; cardReference: string } | { outcome: 'declined'; message: string };

export interface PaymentGateway {
  readonly name: 'sandbox' | 'pagarme';
  charge(request: ChargeRequest): Promise<ChargeResult>;
  chargeSavedCard(request: SavedCardChargeRequest): Promise<ChargeResult>;
  saveCard(request: SaveCardRequest): Promise<SaveCardResult>;
  createPix(request: PixRequest): Promise<PixCharge>;
  /** The order's state at the gateway; null when it does not know the reference. */
  fetchOrder(reference: string): Promise<OrderState | null>;
}
