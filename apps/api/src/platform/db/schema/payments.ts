import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from '@quadro/contracts';
import { timestamps } from './timestamps.js';
import { users } from './users.js';

/**
 * A user's paid plan: one row per user, written when a payment is approved. The status the API
 * answers is computed from it and the clock (payments.service.ts): a period still running counts,
 * canceled or not. Of the card, only its brand, last four digits and the gateway's reference.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: text('plan', { enum: ['MONTHLY'] }).notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    gateway: text('gateway').notNull(),
    /** The card paid with; null for a plan paid by Pix. */
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    /**
     * The card saved at the gateway (Pagar.me: `customerId:cardId`; sandbox: an opaque token) that
     * renewals charge; null for a plan that does not renew by itself. Never card data of ours.
     */
    cardReference: text('card_reference'),
    /** Set while a declined renewal is being retried (`past_due`): when it was first declined. */
    pastDueSince: timestamp('past_due_since', { withTimezone: true }),
    /** Declined charges of the renewal under way; back to 0 once a period is paid. */
    renewalFailures: integer('renewal_failures').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    // The renewal tick: plans that renew by themselves, by the end of their period.
    index('subscriptions_renewing_idx')
      .on(t.currentPeriodEnd)
      .where(sql`${t.canceledAt} is null and ${t.cardReference} is not null`),
  ],
);

/**
 * Every checkout attempt, written `pending` before the gateway is called and settled `paid` or
 * `declined` after. One whose fate is unknown (the gateway timed out or failed, or is still
 * analysing it) stays pending, and the next attempt resumes it under the same id, the gateway's
 * idempotency key, so it cannot be charged twice. A second attempt for the same period cannot be
 * pending or paid beside the first (the partial unique index).
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    idempotencyKey: uuid('idempotency_key'),
    /** The user's nth paid period this attempt pays for. */
    periodNumber: integer('period_number').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull(),
    /** While set and ahead, a request is talking to the gateway about this attempt. */
    leasedUntil: timestamp('leased_until', { withTimezone: true }),
    gateway: text('gateway').notNull(),
    gatewayReference: text('gateway_reference'),
    /** Null for a Pix. */
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    /** A Pix's copia-e-cola (a BR Code, not a secret) and until when it can be paid. */
    pixCopyPaste: text('pix_copy_paste'),
    pixExpiresAt: timestamp('pix_expires_at', { withTimezone: true }),
    /** The gateway's customer a Pix was generated for: the next month's Pix goes to it. */
    gatewayCustomer: text('gateway_customer'),
    failureMessage: text('failure_message'),
    method: text('method', { enum: PAYMENT_METHODS }).notNull().default('credit_card'),
    /** A person's checkout, or a renewal the jobs charged to the saved card. */
    kind: text('kind', { enum: ['checkout', 'renewal'] })
      .notNull()
      .default('checkout'),
    /** For the receipt: who paid, the CPF masked (`maskCpf`); null on attempts before 0016. */
    customerName: text('customer_name'),
    customerDocument: text('customer_document'),
    /** Set when paid: when, and the month it paid for. */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('payments_idempotency_unique').on(t.userId, t.idempotencyKey),
    // 'Histórico de pagamentos', newest first.
    index('payments_user_history_idx').on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    uniqueIndex('payments_one_per_period')
      .on(t.userId, t.periodNumber)
      .where(sql`${t.status} in ('pending', 'paid')`),
  ],
);

/**
 * The gateway's notifications already applied, by their event id: a retried webhook changes
 * nothing the second time.
 */
export const gatewayEvents = pgTable(
  'gateway_events',
  {
    gateway: text('gateway').notNull(),
    eventId: text('event_id').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.gateway, t.eventId] })],
);
