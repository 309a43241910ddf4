import { and, eq, isNotNull, isNull, lte, notExists, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { jobs, subscriptions, users } from '../../platform/db/schema/index.js';
import { renewSubscription } from './jobs/renewal.jobs.js';

/** A renewal job's key: the user and the end of the period it renews (in milliseconds). */
export const renewalKey = (userId: string, periodEnd: Date) => `${userId}:${periodEnd.getTime()}`;

/**
 * Plans that renew by themselves, not past due, whose period ended by `now` and whose renewal
 * is not queued yet (its key, as `renewalKey` writes it, is not in the jobs table).
 */
export function findDueRenewals(db: DbOrTx, now: Date, limit: number) {
  const key = sql`${subscriptions.userId}::text || ':' || floor(extract(epoch from ${subscriptions.currentPeriodEnd}) * 1000)::bigint`;
  return db
    .select({ userId: subscriptions.userId, periodEnd: subscriptions.currentPeriodEnd })
    .from(subscriptions)
    .where(
      and(
        isNull(subscriptions.canceledAt),
        isNotNull(subscriptions.cardReference),
        isNull(subscriptions.pastDueSince),
        lte(subscriptions.currentPeriodEnd, now),
        notExists(
          db
            .select({ one: sql`1` })
            .from(jobs)
            .where(and(eq(jobs.kind, renewSubscription.kind), eq(jobs.key, key))),
        ),
      ),
    )
    .limit(limit);
}

/** Where a plan's e-mails go: the account's address. */
export async function findAccountEmail(db: DbOrTx, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email;
}
