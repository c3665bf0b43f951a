import { userSchema } from '@inkforge/domain';
import { describe, expect, it } from 'vitest';
import { toApiUser } from './to-api-user';
import { newUserDoc } from './user-doc';

const now = new Date('2025-07-02T10:00:00.000Z');

describe('toApiUser', () => {
  it('turns a new document into a valid API user that still needs consent', () => {
    const doc = newUserDoc({ uid: 'u1', email: 'mara.ink@example.test', authMethod: 'email' }, now);
    const user = userSchema.parse(toApiUser('u1', { ...doc }));
    expect(user).toMatchObject({
      id: 'u1',
      firebaseUid: 'u1',
      displayName: 'mara.ink',
      firstName: 'mara.ink',
      role: 'free',
      planName: 'free',
      currentPlan: null,
      creditsRemaining: 0,
      creditsTotal: 0,
      requiresConsent: true,
      subscriptionStatus: 'inactive',
      createdAt: '2025-07-02T10:00:00.000Z',
    });
  });

  it('sums both credit buckets and names the plan', () => {
    const user = toApiUser('u2', {
      email: 'p@example.test',
      displayName: 'Paolo Rossi',
      role: 'pro',
      currentPlan: 'pro',
      subscriptionStatus: 'active',
      subscriptionCredits: 120,
      packCredits: 30,
      consentRecordedAt: now,
      createdAt: { toDate: () => now },
    });
    expect(user).toMatchObject({
      creditsRemaining: 150,
      planName: 'pro',
      firstName: 'Paolo',
      requiresConsent: false,
      createdAt: now.toISOString(),
    });
  });

  it('reads odd stored values as safe defaults', () => {
    const user = userSchema.parse(
      toApiUser('u3', {
        role: 'wizard',
        currentPlan: 'gold',
        subscriptionStatus: 'weird',
        subscriptionCredits: -5,
        packCredits: 'ten',
      }),
    );
    expect(user).toMatchObject({
      role: 'free',
      currentPlan: null,
      subscriptionStatus: 'inactive',
      creditsRemaining: 0,
    });
  });

  it('names an admin account admin, not free (it has no plan, only granted credits)', () => {
    const user = toApiUser('u3', {
      email: 'a@example.test',
      role: 'admin',
      subscriptionCredits: 4999,
    });
    expect(user).toMatchObject({
      role: 'admin',
      planName: 'admin',
      currentPlan: null,
      creditsRemaining: 4999,
    });
  });
});
