import type { SubscribeRequest, SubscriptionStatus } from '@quadro/contracts';
import { testUser } from '../../../test/users';

/** The signed-in user of the billing tests. */
export const maria = testUser({ name: 'Maria da Silva' });

export const STATUS_URL = 'GET /v1/payments/subscription-status';
export const CHANGE_CARD_URL = 'PUT /v1/payments/card';
export const SANDBOX_RENEW_URL = 'POST /v1/payments/sandbox/renew';

/** A paid plan that renews by itself on 20/12/2026, on the sandbox's Visa. */
export const renewingPlan: SubscriptionStatus = {
  hasSubscription: true,
  status: 'active',
  isTrialing: false,
  trialEndsAt: '2026-11-01T12:00:00.000Z',
  currentPlan: 'MONTHLY',
  currentPeriodEnd: '2026-12-20T12:00:00.000Z',
  renews: true,
  card: { brand: 'visa', last4: '0077' },
  pastDueSince: null,
  nextRetryAt: null,
  pendingPix: null,
};

/**
 * Its renewal declined on 20/12/2026, tried again on 21/12; its workspaces take changes until
 * the last retry on 25/12 (RENEWAL_RETRY_DAYS after the first decline).
 */
export const pastDuePlan: SubscriptionStatus = {
  ...renewingPlan,
  status: 'past_due',
  pastDueSince: '2026-12-20T12:00:00.000Z',
  nextRetryAt: '2026-12-21T12:00:00.000Z',
};

/** Paid by the new card: active again, a month from the old end. */
export const paidAgainPlan: SubscriptionStatus = {
  ...renewingPlan,
  currentPeriodEnd: '2027-01-20T12:00:00.000Z',
  card: { brand: 'visa', last4: '0010' },
};

/**
 * Paid by Pix until 20/12/2026: it does not renew by itself, and has no card. The status alone
 * does not tell it from a card plan with no saved card: the history's last payment does.
 */
export const pixPlan: SubscriptionStatus = {
  ...renewingPlan,
  renews: false,
  card: null,
};

/** Its next month's Pix, generated 5 days before the end and valid until it. */
export const pixPlanWithNextPix: SubscriptionStatus = {
  ...pixPlan,
  pendingPix: {
    paymentId: '0b9e4c1e-5d57-4f3a-9a51-3f1c2b7d0a02',
    copyPaste: '000201-next-month',
    expiresAt: '2026-12-20T12:00:00.000Z',
  },
};

/** The request the tests' filled-in checkout sends: digits only, the holder in upper case. */
export function expectedCheckoutPayload(card: { holderName: string; expYear: number }) {
  return {
    planType: 'MONTHLY',
    customer: {
      name: 'Maria da Silva',
      email: 'maria@example.com',
      document: '52998224725',
      phone: '11987654321',
      address: {
        street: 'Avenida Paulista',
        street_number: '1000',
        zipcode: '01310100',
        neighborhood: 'Bela Vista',
        city: 'São Paulo',
        state: 'SP',
        country: 'BR',
      },
    },
    paymentMethod: 'credit_card',
    card: {
      number: '4000000000000010',
      holder_name: card.holderName,
      exp_month: 12,
      exp_year: card.expYear,
      cvv: '123',
    },
  } satisfies SubscribeRequest;
}
