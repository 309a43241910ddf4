import type {
  PaymentHistoryItem,
  PaymentState,
  PaymentStateResponse,
  SubscribeResponse,
  SubscriptionStatus,
} from '@quadro/contracts';

export type PaymentMethod = PaymentHistoryItem['method'];

/** A checkout's answer: the Pix to pay (a Pix checkout), or the plan (a card's, or one paid already). */
export const isPixAnswer = (answer: SubscribeResponse): answer is PaymentStateResponse =>
  'payment' in answer;

const MINUTE_MS = 60_000;
/** Below this, the Pix screen counts down to the second; a Pix valid longer shows its deadline. */
export const PIX_COUNTDOWN_FROM_MS = 60 * MINUTE_MS;

const pad = (value: number) => String(value).padStart(2, '0');

/** '29:41' for the time left (whole seconds, rounded up so 00:00 means it is over), never below 0. */
export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(seconds / 3600);
  const rest = `${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
  return hours > 0 ? `${hours}:${rest}` : rest;
}

/** The minutes left at which a screen reader hears how long the Pix has: a few, not every second. */
const ANNOUNCED_MINUTES = [1, 2, 5, 10, 20] as const;

/**
 * What a screen reader is told of the time left: it changes only when a milestone above is
 * passed ('Faltam menos de 5 minutos para o Pix expirar', true until the next one), so announcing
 * each change is announcing sparingly. '' while more than the largest milestone is left.
 */
export function expiryAnnouncement(ms: number): string {
  const milestone = ANNOUNCED_MINUTES.find((minutes) => ms <= minutes * MINUTE_MS);
  if (milestone === undefined) return '';
  return milestone === 1
    ? 'Falta menos de 1 minuto para o Pix expirar'
    : `Faltam menos de ${milestone} minutos para o Pix expirar`;
}

/**
 * How the running plan is paid: the card it renews on, or else how its last payment was made
 * (the status does not say it: a plan paid by Pix and a card plan with no saved card look
 * alike). Null without a plan; undefined while the history that tells is not known.
 */
export function planPaymentMethod(
  subscription: Pick<SubscriptionStatus, 'currentPlan' | 'card'>,
  payments: readonly PaymentHistoryItem[] | undefined,
): PaymentMethod | null | undefined {
  if (subscription.currentPlan === null) return null;
  if (subscription.card) return 'credit_card';
  if (!payments) return undefined;
  return payments.find((payment) => payment.status === 'paid')?.method ?? null;
}

/**
 * What the Pix screen shows of a payment: its code while it can be paid, the confirmation, or
 * why it can no longer be paid ('expired'; 'unavailable' for a refused, refunded or
 * code-less one).
 */
export type PixScreen = 'waiting' | 'paid' | 'expired' | 'unavailable';

export function pixScreen(payment: Pick<PaymentState, 'status' | 'pix'>): PixScreen {
  if (payment.status === 'paid') return 'paid';
  if (payment.status === 'expired') return 'expired';
  return payment.status === 'pending' && payment.pix ? 'waiting' : 'unavailable';
}
