import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { emailTokens, refreshTokens, users } from '../../db/schema.js';

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
): Promise<void> {
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id));
}

export async function insertRefreshToken(
  db: DbOrTx,
  values: { userId: string; familyId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(refreshTokens).values(values);
}

/** Locks the row so two refreshes racing with the same token cannot both rotate it. */
export async function findRefreshTokenForUpdate(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .for('update');
  return row;
}

export async function markRefreshTokenUsed(db: DbOrTx, id: string): Promise<void> {
  await db.update(refreshTokens).set({ usedAt: new Date() }).where(eq(refreshTokens.id, id));
}

export async function revokeRefreshFamily(db: DbOrTx, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export async function revokeAllRefreshTokens(db: DbOrTx, userId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

export async function insertEmailToken(
  db: DbOrTx,
  values: { userId: string; purpose: EmailTokenPurpose; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(emailTokens).values(values);
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
    .where(
      and(
        eq(emailTokens.tokenHash, tokenHash),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, new Date()),
      ),
    )
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
