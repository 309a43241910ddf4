import { safeAvatarUrl, type User } from '@quadro/contracts';
import type { UserRow } from './auth.repository.js';

/** Until payments land, a user's status is their trial's: running or over. */
export function presentUser(row: UserRow, now = new Date()): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    emailVerified: row.emailVerifiedAt !== null,
    subscriptionStatus: row.trialEndsAt > now ? 'trial' : 'trial_expired',
    trialEndsAt: row.trialEndsAt.toISOString(),
    avatarUrl: safeAvatarUrl(row.avatarUrl),
  };
}
