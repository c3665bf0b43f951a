import type { User } from '@inkforge/domain';

/** A signed-in user as GET /api/auth/me returns it; override what the test is about. */
export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 'uid-1',
    firebaseUid: 'uid-1',
    email: 'jane.doe@example.com',
    username: 'jane.doe',
    displayName: 'Jane Doe',
    firstName: 'Jane',
    authMethod: 'email',
    role: 'basic',
    requiresConsent: false,
    termsAccepted: true,
    emailMarketingConsent: false,
    subscriptionStatus: 'active',
    currentPlan: 'basic',
    planName: 'Basic',
    creditsRemaining: 150,
    creditsTotal: 200,
    subscriptionStartedAt: '2025-07-01T00:00:00.000Z',
    subscriptionRenewsAt: '2025-08-01T00:00:00.000Z',
    timezone: 'Europe/Rome',
    currency: 'EUR',
    locale: 'en-GB',
    createdAt: '2025-06-01T00:00:00.000Z',
    ...overrides,
  };
}
