import type { CardSubscribeRequest } from '@quadro/contracts';
import { eq, sql } from 'drizzle-orm';
import { subscriptions, users } from '../src/platform/db/schema/index.js';
import type { TestContext } from './harness.js';

/** A checkout the sandbox approves: a valid CPF, a Luhn-valid card, a CVV not starting with 6. */
export function validCheckout(
  card: Partial<CardSubscribeRequest['card']> = {},
  customer: Partial<CardSubscribeRequest['customer']> = {},
): CardSubscribeRequest {
  return {
    planType: 'MONTHLY',
    customer: {
      name: 'Maria Silva',
      email: 'maria@example.com',
      document: '529.982.247-25',
      phone: '(11) 98765-4321',
      address: {
        street: 'Praça da Sé',
        street_number: '100',
        zipcode: '01001-000',
        neighborhood: 'Sé',
        city: 'São Paulo',
        state: 'SP',
        country: 'BR',
      },
      ...customer,
    },
    paymentMethod: 'credit_card',
    card: {
      number: '4000 0000 0000 0010',
      holder_name: 'maria silva',
      exp_month: 12,
      exp_year: new Date().getFullYear() + 2,
      cvv: '123',
      ...card,
    },
  };
}

/** The clock moves past the user's trial. */
export async function endTrial(ctx: TestContext, userId: string): Promise<void> {
  await ctx.database.db
    .update(users)
    .set({ trialEndsAt: sql`now() - interval '1 minute'` })
    .where(eq(users.id, userId));
}

/**
 * The clock moves past the user's paid period, on a plan that does not renew by itself (no saved
 * card, as plans paid before renewals): its writes end with it.
 */
export async function endPaidPeriod(ctx: TestContext, userId: string): Promise<void> {
  await ctx.database.db
    .update(subscriptions)
    .set({ currentPeriodEnd: sql`now() - interval '1 minute'`, cardReference: null })
    .where(eq(subscriptions.userId, userId));
}
