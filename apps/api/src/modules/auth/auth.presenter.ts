import { safeAvatarUrl, type User } from '@quadro/contracts';
import type { Plan } from '../../domain/subscription/plans.repository.js';
import {
  subscriptionStatus,
  userSubscriptionStatus,
} from '../../domain/subscription/subscription-state.js';
import type { UserRow } from './auth.repository.js';

/** The user as the API shows them, with their plan as the clock reads it now. */
export function presentUser(row: UserRow, subscription: Plan | undefined): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    emailVerified: row.emailVerifiedAt !== null,
    subscriptionStatus: userSubscriptionStatus(subscriptionStatus(row.trialEndsAt, subscription)),
    trialEndsAt: row.trialEndsAt.toISOString(),
    avatarUrl: safeAvatarUrl(row.avatarUrl),
  };
}
