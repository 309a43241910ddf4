import { describe, expect, it } from 'vitest';
import {
  addOneMonth,
  isEntitled,
  subscriptionStatus,
  type PlanTerms,
} from './subscription-state.js';

const at = (iso: string) => new Date(iso);

describe('addOneMonth', () => {
  it.each([
    ['2026-11-23T16:00:00.000Z', '2026-12-23T16:00:00.000Z'],
    ['2026-12-15T10:00:00.000Z', '2027-01-15T10:00:00.000Z'],
    ['2027-01-31T12:00:00.000Z', '2027-02-28T12:00:00.000Z'],
    ['2028-01-31T12:00:00.000Z', '2028-02-29T12:00:00.000Z'],
    ['2026-03-31T08:00:00.000Z', '2026-04-30T08:00:00.000Z'],
  ])('%s → %s', (from, to) => {
    expect(addOneMonth(at(from)).toISOString()).toBe(to);
  });
});

describe('subscriptionStatus', () => {
  const now = at('2026-11-23T12:00:00Z');
  const trialEnd = at('2026-11-25T12:00:00Z');

  it('is trialing, then trial_expired, without a paid plan', () => {
    expect(subscriptionStatus(trialEnd, undefined, now)).toMatchObject({
      status: 'trialing',
      isTrialing: true,
    });
    expect(subscriptionStatus(trialEnd, undefined, at('2026-11-25T12:00:00Z'))).toMatchObject({
      status: 'trial_expired',
      isTrialing: false,
    });
  });

  /** A plan paid before renewals (no saved card): its writes end with its period. */
  const paid: PlanTerms = {
    currentPeriodEnd: at('2026-12-23T12:00:00Z'),
    writesUntil: at('2026-12-23T12:00:00Z'),
    canceledAt: null,
    cardReference: null,
    cardBrand: 'visa',
    cardLast4: '0010',
    pastDueSince: null,
    renewalFailures: 0,
  };
  /** A plan that renews by itself: 7 days of grace while its renewal is charged. */
  const renewing: PlanTerms = {
    ...paid,
    cardReference: 'sandbox_card_1',
    writesUntil: at('2026-12-30T12:00:00Z'),
  };

  it('is active while paid, canceled once cancelled or lapsed', () => {
    expect(subscriptionStatus(trialEnd, paid, now)).toMatchObject({
      status: 'active',
      currentPlan: 'MONTHLY',
      hasSubscription: true,
      renews: false,
      card: null,
    });
    expect(subscriptionStatus(trialEnd, { ...paid, canceledAt: now }, now)).toMatchObject({
      status: 'canceled',
      currentPlan: 'MONTHLY',
    });
    expect(subscriptionStatus(trialEnd, paid, at('2026-12-24T00:00:00Z'))).toMatchObject({
      status: 'canceled',
      currentPlan: null,
    });
  });

  it('stays active past the end while the renewal is charged, and past due once declined', () => {
    const afterEnd = at('2026-12-23T12:01:00Z');
    expect(subscriptionStatus(trialEnd, renewing, afterEnd)).toMatchObject({
      status: 'active',
      currentPlan: 'MONTHLY',
      renews: true,
      card: { brand: 'visa', last4: '0010' },
      pastDueSince: null,
    });
    const declined = { ...renewing, pastDueSince: afterEnd, renewalFailures: 1 };
    expect(subscriptionStatus(trialEnd, declined, afterEnd)).toMatchObject({
      status: 'past_due',
      currentPlan: 'MONTHLY',
      pastDueSince: '2026-12-23T12:01:00.000Z',
      nextRetryAt: '2026-12-24T12:01:00.000Z',
    });
    expect(
      subscriptionStatus(trialEnd, { ...declined, renewalFailures: 3 }, afterEnd),
    ).toMatchObject({ nextRetryAt: '2026-12-28T12:01:00.000Z' });
    expect(subscriptionStatus(trialEnd, declined, at('2026-12-30T12:00:00Z'))).toMatchObject({
      status: 'canceled',
      currentPlan: null,
      renews: false,
    });
  });

  it('entitles writes during a trial or a paid period, cancelled or not', () => {
    expect(isEntitled(trialEnd, null, now)).toBe(true);
    expect(isEntitled(at('2026-11-01T00:00:00Z'), null, now)).toBe(false);
    expect(isEntitled(at('2026-11-01T00:00:00Z'), at('2026-12-01T00:00:00Z'), now)).toBe(true);
    expect(isEntitled(at('2026-11-01T00:00:00Z'), at('2026-11-20T00:00:00Z'), now)).toBe(false);
  });
});
