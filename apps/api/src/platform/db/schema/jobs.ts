import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const JOB_STATES = ['queued', 'running', 'done', 'failed'] as const;

/**
 * Work for later (platform/jobs). A queued job runs from `run_at` (null: at once); a running one is
 * leased until `locked_until`, after which any instance may take it again. `(kind, key)` is
 * unique over every row kept, finished or not: a natural key names one occurrence of the work.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    key: text('key'),
    payload: jsonb('payload').notNull(),
    state: text('state', { enum: JOB_STATES }).notNull().default('queued'),
    runAt: timestamp('run_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('jobs_kind_key_idx').on(t.kind, t.key),
    index('jobs_open_idx')
      .on(t.state, t.runAt)
      .where(sql`${t.state} <> 'done'`),
  ],
);
