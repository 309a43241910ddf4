import { DEFAULT_TIME_ZONE } from '@quadro/contracts';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { notificationPreferences, users } from '../../platform/db/schema/index.js';

export type PreferencesRow = typeof notificationPreferences.$inferSelect;
export type PreferenceColumns = Omit<PreferencesRow, 'userId' | 'updatedAt'>;

/** Each preference, its default where the person chose nothing (no row, or before it existed). */
export const preferenceColumns = {
  timeZone: sql<string>`coalesce(${notificationPreferences.timeZone}, ${DEFAULT_TIME_ZONE})`,
  emailDueReminders: sql<boolean>`coalesce(${notificationPreferences.emailDueReminders}, true)`,
  emailAssigned: sql<boolean>`coalesce(${notificationPreferences.emailAssigned}, true)`,
  emailComments: sql<boolean>`coalesce(${notificationPreferences.emailComments}, true)`,
  emailMentions: sql<boolean>`coalesce(${notificationPreferences.emailMentions}, true)`,
  emailDigest: sql<boolean>`coalesce(${notificationPreferences.emailDigest}, true)`,
  inAppDueReminders: sql<boolean>`coalesce(${notificationPreferences.inAppDueReminders}, true)`,
  inAppAssigned: sql<boolean>`coalesce(${notificationPreferences.inAppAssigned}, true)`,
  inAppComments: sql<boolean>`coalesce(${notificationPreferences.inAppComments}, true)`,
  inAppMentions: sql<boolean>`coalesce(${notificationPreferences.inAppMentions}, true)`,
} satisfies Record<keyof PreferenceColumns, unknown>;

/** The person's preferences, the defaults where they chose nothing. */
export async function findPreferences(db: DbOrTx, userId: string): Promise<PreferenceColumns> {
  const [row] = await db
    .select(preferenceColumns)
    .from(users)
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw new Error(`no user ${userId}`);
  return row;
}

export async function savePreferences(
  db: DbOrTx,
  userId: string,
  values: Partial<PreferenceColumns>,
): Promise<void> {
  await db
    .insert(notificationPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({
      target: notificationPreferences.userId,
      set: { ...values, updatedAt: sql`now()` },
    });
}

export async function userExists(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return row !== undefined;
}
