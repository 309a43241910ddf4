import { timestamp } from 'drizzle-orm/pg-core';

/** The `created_at` and `updated_at` columns that several tables share. */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};
