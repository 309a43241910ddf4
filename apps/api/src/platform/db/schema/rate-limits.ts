import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Request rate-limit counters, shared by every instance (platform/http/rate-limits.ts). */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_expiry_idx').on(t.expiresAt)],
);
