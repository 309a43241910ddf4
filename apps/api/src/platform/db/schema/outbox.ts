import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * E-mail written in the transaction of its cause; a `deliver-mail` job, written beside it, sends it
 * with retries. A `message` carries its content; a `password_reset` is composed when delivered, and
 * only if the address has an account. Once sent or given up, the body (and the link in it) is
 * dropped: recipient, subject and times stay, until the purge (decision 0043).
 */
export const outbox = pgTable('outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: text('kind', { enum: ['message', 'password_reset'] })
    .notNull()
    .default('message'),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  /** Extra headers, e.g. a notification's `List-Unsubscribe`; dropped with the body. */
  headers: jsonb('headers').$type<Record<string, string>>(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  failedAt: timestamp('failed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
