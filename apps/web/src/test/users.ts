import type { User } from '@quadro/contracts';

/** A signed-in user of the tests, verified and in trial; a test overrides what it is about. */
export function testUser(fields: Partial<User> = {}): User {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    name: 'Maria',
    email: 'maria@example.com',
    emailVerified: true,
    subscriptionStatus: 'trial',
    trialEndsAt: null,
    avatarUrl: null,
    ...fields,
  };
}
