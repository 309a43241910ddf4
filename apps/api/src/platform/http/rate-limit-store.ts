import type { FastifyRateLimitOptions, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rateLimitCounters } from '../db/schema.js';

const SWEEP_INTERVAL_MS = 60_000;

export interface Hit {
  /** Requests counted in the current window, this one included. */
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

/**
 * Counts one request for `key` in a fixed window of `windowMs`: one atomic upsert, so instances
 * sharing the database share the count and concurrent requests never lose an increment.
 */
export async function countHit(db: Db, key: string, windowMs: number): Promise<Hit> {
  const t = rateLimitCounters;
  const expired = sql`${t.expiresAt} <= now()`;
  const [row] = await db
    .insert(t)
    .values({
      key,
      count: 1,
      expiresAt: sql`now() + ${windowMs}::float8 * interval '1 millisecond'`,
    })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        count: sql`case when ${expired} then 1 else ${t.count} + 1 end`,
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

/**
 * An @fastify/rate-limit store over the `rate_limit_counters` table. Each route's limit counts
 * under its own prefix (method and URL), so two routes keyed alike (an IP, a user id) do not
 * share a count. Expired rows are swept at most once a minute per instance.
 */
export function databaseStore(db: Db): FastifyRateLimitStoreCtor {
  let nextSweep = 0;
  async function sweep() {
    if (Date.now() < nextSweep) return;
    nextSweep = Date.now() + SWEEP_INTERVAL_MS;
    // Only housekeeping: a failed sweep is retried a minute later, the request goes on.
    await db
      .delete(rateLimitCounters)
      .where(lt(rateLimitCounters.expiresAt, sql`now()`))
      .catch(() => undefined);
  }

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
