import { describe, expect, it } from 'vitest';
import { addOneMonth, isEntitled, subscriptionStatus } from './subscription-state.js';

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

  it('is active while paid, canceled once cancelled or lapsed', () => {
    const paid = { currentPeriodEnd: at('2026-12-23T12:00:00Z'), canceledAt: null };
    expect(subscriptionStatus(trialEnd, paid, now)).toMatchObject({
      status: 'active',
      currentPlan: 'MONTHLY',
      hasSubscription: true,
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

  it('entitles writes during a trial or a paid period, cancelled or not', () => {
    expect(isEntitled(trialEnd, null, now)).toBe(true);
    expect(isEntitled(at('2026-11-01T00:00:00Z'), null, now)).toBe(false);
    expect(isEntitled(at('2026-11-01T00:00:00Z'), at('2026-12-01T00:00:00Z'), now)).toBe(true);
    expect(isEntitled(at('2026-11-01T00:00:00Z'), at('2026-11-20T00:00:00Z'), now)).toBe(false);
  });
});
