import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import {
  emailTokens,
  loginFailures,
  refreshTokens,
  sessions,
  users,
} from '../../platform/db/schema.js';

export type UserRow = typeof users.$inferSelect;
export type EmailTokenPurpose = (typeof emailTokens.$inferSelect)['purpose'];

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function insertUser(
  db: DbOrTx,
  values: { name: string; email: string; passwordHash: string; trialEndsAt: Date },
): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert into users returned no row');
  return row;
}

export async function updateUser(
  db: DbOrTx,
  id: string,
  values: Partial<Pick<UserRow, 'passwordHash' | 'emailVerifiedAt'>>,
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw new Error('update of users returned no row');
  return row;
}

export async function insertSession(db: DbOrTx, userId: string): Promise<string> {
  const [row] = await db.insert(sessions).values({ userId }).returning({ id: sessions.id });
  if (!row) throw new Error('insert into sessions returned no row');
  return row.id;
}

export async function revokeSession(db: DbOrTx, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeAllSessions(db: DbOrTx, userId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

export async function insertRefreshToken(
  db: DbOrTx,
  values: { userId: string; familyId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(refreshTokens).values(values);
}

/**
 * Locks the token's row, so two refreshes racing with one token run one after the other, and
 * reads whether its session was revoked.
 */
export async function findRefreshTokenForUpdate(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({
      id: refreshTokens.id,
      userId: refreshTokens.userId,
      familyId: refreshTokens.familyId,
      expiresAt: refreshTokens.expiresAt,
      usedAt: refreshTokens.usedAt,
      sessionRevokedAt: sessions.revokedAt,
    })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.familyId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .for('update', { of: refreshTokens });
  return row;
}

export async function markRefreshTokenUsed(db: DbOrTx, id: string, usedAt: Date): Promise<void> {
  await db.update(refreshTokens).set({ usedAt }).where(eq(refreshTokens.id, id));
}

export interface LoginAttempt {
  /** False when the address is locked: the attempt was not counted and must not be tried. */
  allowed: boolean;
  lockedUntil: Date | null;
}

/**
 * Counts one login attempt for the address before its password is checked, in one atomic upsert,
 * so parallel guesses cannot slip past the lock. From `lockAfter` consecutive failures on, each
 * counted attempt locks the address for `baseDelay` doubled per further failure, up to `maxDelay`;
 * a success clears the row. A count whose last attempt is older than `forgetAfter` starts over.
 */
export async function countLoginAttempt(
  db: DbOrTx,
  emailHash: string,
  policy: { lockAfter: number; baseDelayMs: number; maxDelayMs: number; forgetAfterMs: number },
): Promise<LoginAttempt> {
  const t = loginFailures;
  const ms = (value: number) => sql`(${value}::float8 * interval '1 millisecond')`;
  const locked = sql`${t.lockedUntil} > now()`;
  const failures = sql`(case when ${t.lastAttemptAt} < now() - ${ms(policy.forgetAfterMs)} then 1 else ${t.failures} + 1 end)`;
  const delay = sql`least(${ms(policy.baseDelayMs)} * power(2, greatest(${failures} - ${policy.lockAfter}::int, 0)), ${ms(policy.maxDelayMs)})`;
  const [row] = await db
    .insert(t)
    .values({ emailHash, failures: 1, lastAttemptAt: sql`now()`, lockedUntil: null })
    .onConflictDoUpdate({
      target: t.emailHash,
      set: {
        failures: sql`case when ${locked} then ${t.failures} else ${failures} end`,
        lastAttemptAt: sql`case when ${locked} then ${t.lastAttemptAt} else now() end`,
        lockedUntil: sql`case when ${locked} then ${t.lockedUntil} when ${failures} >= ${policy.lockAfter}::int then now() + ${delay} else null end`,
      },
    })
    // An attempt that was counted stamped now(); a refused one left the old time.
    .returning({ counted: sql<boolean>`${t.lastAttemptAt} = now()`, lockedUntil: t.lockedUntil });
  if (!row) throw new Error('upsert into login_failures returned no row');
  return { allowed: row.counted, lockedUntil: row.lockedUntil };
}

export async function clearLoginFailures(db: DbOrTx, emailHash: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.emailHash, emailHash));
}

export async function deleteStaleLoginFailures(db: DbOrTx, before: Date): Promise<void> {
  await db
    .delete(loginFailures)
    .where(
      and(
        lt(loginFailures.lastAttemptAt, before),
        sql`(${loginFailures.lockedUntil} is null or ${loginFailures.lockedUntil} < now())`,
      ),
    );
}

export async function insertEmailToken(
  db: DbOrTx,
  values: { userId: string; purpose: EmailTokenPurpose; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(emailTokens).values(values);
}

const liveEmailToken = (purpose: EmailTokenPurpose, tokenHash: string) =>
  and(
    eq(emailTokens.tokenHash, tokenHash),
    eq(emailTokens.purpose, purpose),
    isNull(emailTokens.usedAt),
    gt(emailTokens.expiresAt, new Date()),
  );

/** Whether a live token of that purpose exists, without spending it. */
export async function isEmailTokenLive(
  db: DbOrTx,
  purpose: EmailTokenPurpose,
  tokenHash: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: emailTokens.id })
    .from(emailTokens)
    .where(liveEmailToken(purpose, tokenHash));
  return rows.length > 0;
}

/** Consumes a live token of that purpose: marks it used and answers its user id, else null. */
export async function consumeEmailToken(
  db: DbOrTx,
  purpose: EmailTokenPurpose,
  tokenHash: string,
): Promise<string | null> {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(liveEmailToken(purpose, tokenHash))
    .returning({ userId: emailTokens.userId });
  return row?.userId ?? null;
}

/** Spends every other live token of that purpose (a new link or a reset supersedes old ones). */
export async function spendEmailTokens(
  db: DbOrTx,
  userId: string,
  purpose: EmailTokenPurpose,
): Promise<void> {
  await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(emailTokens.userId, userId),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
      ),
    );
}
