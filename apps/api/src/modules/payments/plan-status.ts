import type { SubscriptionStatus } from '@quadro/contracts';
import type { DbOrTx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import * as plans from '../../domain/subscription/plans.repository.js';
import { subscriptionStatus } from '../../domain/subscription/subscription-state.js';
import * as repo from './payments.repository.js';

/** The user's plan as the clock reads it, with the Pix waiting to be paid, if any. */
export async function statusOf(db: DbOrTx, userId: string): Promise<SubscriptionStatus> {
  const plan = await plans.findPlanOf(db, userId);
  if (!plan) throw new AppError('UNAUTHORIZED');
  const now = new Date();
  const pending = await repo.findPendingPayment(db, userId);
  const pix =
    pending?.method === 'pix' && pending.pixCopyPaste && pending.pixExpiresAt
      ? { paymentId: pending.id, copyPaste: pending.pixCopyPaste, expiresAt: pending.pixExpiresAt }
      : null;
  return {
    ...subscriptionStatus(plan.trialEndsAt, plan.subscription, now),
    pendingPix:
      pix && pix.expiresAt > now ? { ...pix, expiresAt: pix.expiresAt.toISOString() } : null,
  };
}
