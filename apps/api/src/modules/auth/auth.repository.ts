import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import {
  emailTokens,
  loginAccountFailures,
  loginFailures,
  refreshTokens,
  sessions,
  trustedDevices,
  users,
} from '../../platform/db/schema/index.js';

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

export async function deleteUser(db: DbOrTx, id: string): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
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

/** An e-mail tried from one client network (`login_failures`). */
export interface LoginSource {
  emailHash: string;
  ip: string;
}

export interface LoginAttempt {
  /** False when the e-mail is locked for this IP: the attempt was not counted and must not be tried. */
  allowed: boolean;
  lockedUntil: Date | null;
}

const interval = (ms: number) => sql`(${ms}::float8 * interval '1 millisecond')`;

/**
 * Counts one login attempt of the e-mail from the IP before its password is checked, in one atomic
 * upsert, so parallel guesses cannot slip past the lock. From `lockAfter` consecutive failures on,
 * each counted attempt locks the e-mail for that IP for `baseDelay` doubled per further failure, up
 * to `maxDelay`; a success clears the row. A count whose last attempt is older than `forgetAfter`
 * starts over.
 */
export async function countLoginAttempt(
  db: DbOrTx,
  source: LoginSource,
  policy: { lockAfter: number; baseDelayMs: number; maxDelayMs: number; forgetAfterMs: number },
): Promise<LoginAttempt> {
  const t = loginFailures;
  const locked = sql`${t.lockedUntil} > now()`;
  const failures = sql`(case when ${t.lastAttemptAt} < now() - ${interval(policy.forgetAfterMs)} then 1 else ${t.failures} + 1 end)`;
  const delay = sql`least(${interval(policy.baseDelayMs)} * power(2, greatest(${failures} - ${policy.lockAfter}::int, 0)), ${interval(policy.maxDelayMs)})`;
  const [row] = await db
    .insert(t)
    .values({ ...source, failures: 1, lastAttemptAt: sql`now()`, lockedUntil: null })
    .onConflictDoUpdate({
      target: [t.emailHash, t.ip],
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

export async function clearLoginFailures(db: DbOrTx, source: LoginSource): Promise<void> {
  await db
    .delete(loginFailures)
    .where(and(eq(loginFailures.emailHash, source.emailHash), eq(loginFailures.ip, source.ip)));
}

/**
 * Counts one attempt against the e-mail's total over every IP, in one atomic upsert, and answers
 * the total with it: over `maxFailures` the caller refuses the attempt and rolls the count back. A
 * total starts over `windowMs` after its first failure.
 */
export async function countAccountAttempt(
  db: DbOrTx,
  emailHash: string,
  policy: { maxFailures: number; windowMs: number },
): Promise<{ allowed: boolean; windowEndsAt: Date }> {
  const t = loginAccountFailures;
  const over = sql`${t.windowStartedAt} <= now() - ${interval(policy.windowMs)}`;
  const [row] = await db
    .insert(t)
    .values({ emailHash, failures: 1, windowStartedAt: sql`now()` })
    .onConflictDoUpdate({
      target: t.emailHash,
      set: {
        failures: sql`case when ${over} then 1 else ${t.failures} + 1 end`,
        windowStartedAt: sql`case when ${over} then now() else ${t.windowStartedAt} end`,
      },
    })
    .returning({ failures: t.failures, windowStartedAt: t.windowStartedAt });
  if (!row) throw new Error('upsert into login_account_failures returned no row');
  return {
    allowed: row.failures <= policy.maxFailures,
    windowEndsAt: new Date(row.windowStartedAt.getTime() + policy.windowMs),
  };
}

/** Takes back an attempt `countAccountAttempt` counted, once it proved to be the right password. */
export async function uncountAccountAttempt(db: DbOrTx, emailHash: string): Promise<void> {
  await db
    .update(loginAccountFailures)
    .set({ failures: sql`greatest(${loginAccountFailures.failures} - 1, 0)` })
    .where(eq(loginAccountFailures.emailHash, emailHash));
}

/**
 * Lifts every lock of the e-mail: its counts from every IP, its devices' failure counts and its
 * total, in the order a login takes them.
 */
export async function liftLoginLocks(
  db: DbOrTx,
  account: { emailHash: string; userId: string },
): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.emailHash, account.emailHash));
  await db
    .update(trustedDevices)
    .set({ failures: 0 })
    .where(and(eq(trustedDevices.userId, account.userId), gt(trustedDevices.failures, 0)));
  await db
    .delete(loginAccountFailures)
    .where(eq(loginAccountFailures.emailHash, account.emailHash));
}

/** Housekeeping: counts a day old, no longer locking, and expired devices. */
export async function deleteStaleLoginFailures(db: DbOrTx, before: Date): Promise<void> {
  await db
    .delete(loginFailures)
    .where(
      and(
        lt(loginFailures.lastAttemptAt, before),
        sql`(${loginFailures.lockedUntil} is null or ${loginFailures.lockedUntil} < now())`,
      ),
    );
  await db.delete(loginAccountFailures).where(lt(loginAccountFailures.windowStartedAt, before));
  await db.delete(trustedDevices).where(lt(trustedDevices.expiresAt, sql`now()`));
}

/**
 * Counts one attempt against the device token, atomically, if it is live and was issued to the
 * account of that e-mail, with fewer than `maxFailures` consecutive failures: answers whether it
 * was. A success resets the count (`trustDevice`).
 */
export async function claimTrustedDevice(
  db: DbOrTx,
  device: { tokenHash: string; email: string },
  maxFailures: number,
): Promise<boolean> {
  const t = trustedDevices;
  const rows = await db
    .update(t)
    .set({ failures: sql`${t.failures} + 1` })
    .where(
      and(
        eq(t.tokenHash, device.tokenHash),
        eq(
          t.userId,
          sql`(select ${users.id} from ${users} where ${users.email} = ${device.email})`,
        ),
        gt(t.expiresAt, sql`now()`),
        lt(t.failures, maxFailures),
      ),
    )
    .returning({ userId: t.userId });
  return rows.length > 0;
}

/** Whether some account trusts the device token: only a token the server issued is kept. */
export async function isDeviceTokenLive(db: DbOrTx, tokenHash: string): Promise<boolean> {
  const rows = await db
    .select({ userId: trustedDevices.userId })
    .from(trustedDevices)
    .where(and(eq(trustedDevices.tokenHash, tokenHash), gt(trustedDevices.expiresAt, sql`now()`)))
    .limit(1);
  return rows.length > 0;
}

/** Trusts the device for the user until `expiresAt`, with a fresh failure count. */
export async function trustDevice(
  db: DbOrTx,
  device: { tokenHash: string; userId: string; expiresAt: Date },
): Promise<void> {
  await db
    .insert(trustedDevices)
    .values({ ...device, failures: 0 })
    .onConflictDoUpdate({
      target: [trustedDevices.tokenHash, trustedDevices.userId],
      set: { expiresAt: device.expiresAt, failures: 0 },
    });
}

/** Forgets all but the user's `keep` most recently used devices. */
export async function forgetOldDevices(db: DbOrTx, userId: string, keep: number): Promise<void> {
  const t = trustedDevices;
  await db.delete(t).where(
    and(
      eq(t.userId, userId),
      sql`${t.tokenHash} not in (select ${t.tokenHash} from ${t} where ${t.userId} = ${userId}
        order by ${t.expiresAt} desc limit ${keep})`,
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
