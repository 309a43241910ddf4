import { timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import { lockUser } from '../../domain/access/locks.js';
import * as plans from '../../domain/subscription/plans.repository.js';
import type {
  OrderState,
  PaymentGateway,
} from '../../adapters/payment-gateways/payment-gateway.js';
import { enqueueMail, type Mailer } from '../mail/mail.service.js';
import type { Attempts } from './attempts.js';
import * as repo from './payments.repository.js';
import { refundedEmail } from './renewal-emails.js';
import { findAccountEmail } from './renewals.repository.js';
import { isKnownEvent, recordGatewayEvent } from './webhooks.repository.js';

/** The part of a Pagar.me webhook we read: its id, its type, and the order it is about. */
export interface PagarmeEvent {
  id: string;
  type: string;
  data: { id?: unknown; order?: { id?: unknown } | null; order_id?: unknown } | null;
}

/** The order an event is about: the order itself, or a charge's order. */
function orderIdOf({ type, data }: PagarmeEvent): string | null {
  const id = type.startsWith('order.')
    ? data?.id
    : type.startsWith('charge.')
      ? (data?.order?.id ?? data?.order_id)
      : undefined;
  return typeof id === 'string' && /^[\w-]{1,100}$/.test(id) ? id : null;
}

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Pagar.me's notifications (#21, design §12 "Money"): never believed. The event names an order;
 * the order is fetched from the gateway and its state applied to our payment, once per event id:
 * paid settles the attempt (a Pix, an order left under analysis), failed or canceled declines a
 * checkout still pending, refunded or charged back ends the plan at once and tells the owner.
 */
export function createWebhooks({
  db,
  gateway,
  attempts,
  mail,
  credentials,
  billingUrl,
}: {
  db: Db;
  gateway: PaymentGateway;
  attempts: Attempts;
  mail: Mailer;
  credentials: { user: string; password: string } | null;
  billingUrl: string;
}) {
  /** HTTP Basic, compared in constant time; with no credentials configured nobody gets in. */
  function authenticate(header: string | undefined): void {
    const [scheme, encoded] = header?.split(' ') ?? [];
    const decoded =
      scheme?.toLowerCase() === 'basic' && encoded ? Buffer.from(encoded, 'base64').toString() : '';
    const colon = decoded.indexOf(':');
    const ok =
      credentials !== null &&
      colon > 0 &&
      sameSecret(decoded.slice(0, colon), credentials.user) &&
      sameSecret(decoded.slice(colon + 1), credentials.password);
    if (!ok) throw new AppError('UNAUTHORIZED', 'Credenciais do webhook inválidas');
  }

  /** A paid order's money went back: the payment is refunded and the plan ends now. */
  async function refund(payment: repo.PaymentRow) {
    await db.transaction(async (tx) => {
      await lockUser(tx, payment.userId);
      const stored = await repo.findPayment(tx, payment.id);
      if (stored?.status !== 'paid') return;
      const now = new Date();
      await repo.markRefunded(tx, payment.id, now);
      await repo.endPlanNow(tx, payment.userId, now);
      await repo.publishOwnedWorkspaces(tx, payment.userId);
      const email = await findAccountEmail(tx, payment.userId);
      if (email) await enqueueMail(tx, email, refundedEmail(billingUrl));
    });
    mail.kick();
  }

  /** The order's state, applied to the payment it was created for. */
  async function apply(order: OrderState, log: FastifyBaseLogger) {
    const payment = order.code ? await repo.findPayment(db, order.code) : undefined;
    if (!payment || (payment.gatewayReference && payment.gatewayReference !== order.reference)) {
      log.warn({ order: order.reference }, 'webhook order matches no payment');
      return;
    }
    const logged = { paymentId: payment.id, gateway: gateway.name, order: order.status };
    switch (order.status) {
      case 'paid': {
        log.info(logged, 'webhook settles payment');
        // A renewal keeps renewing on its card; what else settles here saved none we know of.
        const plan = await plans.findSubscription(db, payment.userId);
        const renewsOnCard = payment.kind === 'renewal' && payment.method === 'credit_card';
        await attempts.activate(
          payment,
          order.reference,
          renewsOnCard ? (plan?.cardReference ?? null) : null,
        );
        return;
      }
      case 'failed':
      case 'canceled':
        if (payment.kind === 'checkout') {
          log.info(logged, 'webhook closes payment');
          await repo.closePendingPayment(db, payment.id, {
            status: payment.method === 'pix' ? 'expired' : 'declined',
            gatewayReference: order.reference,
          });
        }
        return;
      case 'refunded':
      case 'chargedback':
        log.warn(logged, 'webhook refunds payment');
        await refund(payment);
        return;
      case 'pending':
        return;
    }
  }

  return {
    authenticate,

    /**
     * Applies one event, at most once: an event about no order is acknowledged and ignored; an
     * order the gateway cannot tell about now answers 503, so Pagar.me sends the event again.
     */
    async receive(event: PagarmeEvent, log: FastifyBaseLogger): Promise<void> {
      const orderId = orderIdOf(event);
      if (!orderId) return;
      const order = await gateway.fetchOrder(orderId).catch((error: unknown) => {
        log.warn(
          { reason: error instanceof Error ? error.name : 'unknown' },
          'webhook refetch failed',
        );
        throw new AppError('PAYMENT_GATEWAY_UNAVAILABLE');
      });
      if (!order || (await isKnownEvent(db, gateway.name, event.id))) return;
      // Applying is idempotent (each step checks the payment's state under the user's lock),
      // so the event is recorded after it: a failure midway leaves it to Pagar.me's retry.
      await apply(order, log);
      await recordGatewayEvent(db, gateway.name, event.id);
    },
  };
}

export type Webhooks = ReturnType<typeof createWebhooks>;
