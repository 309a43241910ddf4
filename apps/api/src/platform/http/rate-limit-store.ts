import type { FastifyRateLimitOptions, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rateLimitCounters } from '../db/schema/index.js';

const SWEEP_INTERVAL_MS = 60_000;

export interface Hit {
  /** Requests counted in the current window, this one included. */
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

/**
 * Counts `by` requests (one unless said) for `key` in a fixed window of `windowMs`: one atomic
 * upsert, so instances sharing the database share the count and concurrent requests never lose an
 * increment.
 */
export async function countHit(db: Db, key: string, windowMs: number, by = 1): Promise<Hit> {
  const t = rateLimitCounters;
  const expired = sql`${t.expiresAt} <= now()`;
  const [row] = await db
    .insert(t)
    .values({
      key,
      count: by,
      expiresAt: sql`now() + ${windowMs}::float8 * interval '1 millisecond'`,
    })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        count: sql`case when ${expired} then excluded.count else ${t.count} + excluded.count end`,
        expiresAt: sql`case when ${expired} then excluded.expires_at else ${t.expiresAt} end`,
      },
    })
    .returning({
      current: t.count,
      ttl: sql<number>`greatest(0, ceil(extract(epoch from ${t.expiresAt} - now()) * 1000))::float8`,
    });
  if (!row) throw new Error('upsert into rate_limit_counters returned no row');
  return { current: row.current, ttl: Number(row.ttl) };
}

/** Deletes expired counters, at most once a minute per caller. */
function sweeper(db: Db) {
  let nextSweep = 0;
  return async function sweep() {
    if (Date.now() < nextSweep) return;
    nextSweep = Date.now() + SWEEP_INTERVAL_MS;
    // Only housekeeping: a failed sweep is retried a minute later, the request goes on.
    await db
      .delete(rateLimitCounters)
      .where(lt(rateLimitCounters.expiresAt, sql`now()`))
      .catch(() => undefined);
  };
}

export type Spent = { allowed: true } | { allowed: false; retryAfterMs: number };

/**
 * `max` uses per key in a fixed window of `windowMs`, shared by every instance through
 * `rate_limit_counters`, at the cost of one statement per `batch` uses instead of one per use: an
 * instance claims `batch` units in one upsert and spends them from memory, and one claim at a
 * time per key runs while concurrent uses wait for it. Claims add up in the database, so all
 * instances together never pass `max`; units an instance claimed and did not spend before the
 * window ends are lost, so a key used on N instances at once may be refused up to
 * (N - 1) × (batch - 1) uses early.
 */
export function batchedBudget(
  db: Db,
  {
    prefix,
    max,
    windowMs,
    batch,
  }: { prefix: string; max: number; windowMs: number; batch: number },
) {
  interface Lease {
    left: number;
    /** The claim got less than a batch: the window's budget is spent, everywhere. */
    spent: boolean;
    endsAt: number;
    claiming: Promise<void> | null;
  }
  const leases = new Map<string, Lease>();
  const sweep = sweeper(db);
  let nextPrune = 0;

  function leaseOf(key: string, now: number): Lease {
    let lease = leases.get(key);
    if (lease) return lease;
    if (now >= nextPrune) {
      nextPrune = now + windowMs;
      for (const [other, old] of leases)
        if (old.endsAt <= now && !old.claiming) leases.delete(other);
    }
    lease = { left: 0, spent: false, endsAt: 0, claiming: null };
    leases.set(key, lease);
    return lease;
  }

  async function claim(key: string, lease: Lease): Promise<void> {
    const size = Math.min(batch, max);
    const hit = await countHit(db, prefix + key, windowMs, size);
    // The count includes this claim: what was still under `max` before it is granted.
    const granted = Math.max(0, Math.min(size, max - (hit.current - size)));
    lease.left = granted;
    lease.spent = granted < size;
    lease.endsAt = Date.now() + hit.ttl;
    await sweep();
  }

  return {
    /** Spends one use of `key`'s budget, or says how long until the window ends. */
    async spend(key: string): Promise<Spent> {
      for (;;) {
        const now = Date.now();
        const lease = leaseOf(key, now);
        if (lease.claiming) {
          await lease.claiming;
          continue;
        }
        if (lease.endsAt > now) {
          if (lease.left > 0) {
            lease.left -= 1;
            return { allowed: true };
          }
          if (lease.spent) return { allowed: false, retryAfterMs: lease.endsAt - now };
        }
        lease.claiming = claim(key, lease).finally(() => {
          lease.claiming = null;
        });
      }
    },
  };
}

/**
 * An @fastify/rate-limit store over the `rate_limit_counters` table. Each route's limit counts
 * under its own prefix (method and URL), so two routes keyed alike (an IP, a user id) do not
 * share a count. Expired rows are swept at most once a minute per instance.
 */
export function databaseStore(db: Db): FastifyRateLimitStoreCtor {
  const sweep = sweeper(db);

  return class DatabaseStore {
    private readonly prefix: string;

    constructor(options: FastifyRateLimitOptions & { routeInfo?: RouteInfo }) {
      const route = options.routeInfo;
      this.prefix = route?.url ? `${String(route.method)} ${route.url}|` : '';
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: Hit) => void,
      timeWindow?: number,
    ): void {
      if (!timeWindow) {
        callback(new Error('rate limit without a time window'));
        return;
      }
      countHit(db, this.prefix + key, timeWindow).then(
        async (hit) => {
          await sweep();
          callback(null, hit);
        },
        (error: Error) => callback(error),
      );
    }

    child(options: FastifyRateLimitOptions & { routeInfo?: RouteInfo }) {
      return new DatabaseStore(options);
    }
  };
}

interface RouteInfo {
  method?: string | string[];
  url?: string;
}
