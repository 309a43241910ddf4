import type { z } from 'zod';

export interface RetryPolicy {
  /** Runs in all, the first one included; after the last one fails the job is `failed`. */
  maxAttempts: number;
  /** The wait after the first failure, doubled after each further one up to `maxDelayMs`. */
  firstDelayMs: number;
  maxDelayMs: number;
}

/** A job that comes back: each run (done or failed) queues the next occurrence. */
export interface JobSchedule<P> {
  /** The first occurrence strictly after `after`. */
  next(after: Date): Date;
  payload: P;
}

/**
 * A kind of job, as whoever enqueues it sees it: its name, what its payload holds, how it is
 * retried. The handler that runs it is registered with the runner, where its dependencies are.
 */
export interface JobKind<P> {
  kind: string;
  payload: z.ZodType<P>;
  retry: RetryPolicy;
  /** How long one run may take before any instance may take the job again. */
  leaseMs: number;
  schedule?: JobSchedule<P>;
}

export const DEFAULT_RETRY: RetryPolicy = {
  maxAttempts: 5,
  firstDelayMs: 10_000,
  maxDelayMs: 60 * 60_000,
};
const DEFAULT_LEASE_MS = 60_000;

export function defineJob<P>({
  kind,
  payload,
  retry,
  leaseMs = DEFAULT_LEASE_MS,
  schedule,
}: {
  kind: string;
  payload: z.ZodType<P>;
  retry?: Partial<RetryPolicy>;
  leaseMs?: number;
  schedule?: JobSchedule<P>;
}): JobKind<P> {
  return { kind, payload, retry: { ...DEFAULT_RETRY, ...retry }, leaseMs, schedule };
}

/** The wait before the run that follows failed run number `attempt` (1 for the first). */
export const retryDelayMs = ({ firstDelayMs, maxDelayMs }: RetryPolicy, attempt: number) =>
  Math.min(firstDelayMs * 2 ** (attempt - 1), maxDelayMs);

/**
 * A schedule's `next` for every day at `hour:minute` UTC: the first such time strictly after
 * `after`. São Paulo keeps UTC−3 all year (no daylight saving since 2019), so 06:30 UTC is 03:30
 * there; a job that must follow a user's zone computes its own times.
 */
export const dailyAtUtc =
  (hour: number, minute: number) =>
  (after: Date): Date => {
    const at = new Date(after);
    at.setUTCHours(hour, minute, 0, 0);
    if (at <= after) at.setUTCDate(at.getUTCDate() + 1);
    return at;
  };
