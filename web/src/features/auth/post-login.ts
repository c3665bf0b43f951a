import type { User } from '@inkforge/domain';
import { consentPath, paths, subscribePath } from '@/config/paths';
import { emailLocalPart } from '@inkforge/domain';
import { writeItem, storageKeys } from '@/lib/storage';
import { startCheckout } from '@/lib/api/checkout';
import { clearSelectedPlan, readSelectedPlan } from './selected-plan';

/** Where a user goes right after signing in: an in-app path, or an external checkout url. */
export type Destination = { kind: 'path'; to: string } | { kind: 'external'; url: string };

/** Remembers who must give consent so /consent still knows after a reload. */
function consentDestination(user: User): Destination {
  const name = user.displayName || emailLocalPart(user.email);
  writeItem('session', storageKeys.consentEmail, user.email);
  writeItem('session', storageKeys.consentName, name);
  return { kind: 'path', to: consentPath(user.email, name) };
}

/**
 * Post-login: consent first; then a stored plan choice is consumed (paid roles
 * change plan, others go to checkout, falling back to /subscribe); else back where they were.
 */
export async function destinationAfterLogin(user: User, fromPath: string): Promise<Destination> {
  if (user.requiresConsent) return consentDestination(user);
  const plan = readSelectedPlan();
  if (plan) {
    clearSelectedPlan();
    if (user.role !== 'free') return { kind: 'path', to: paths.updatePlan };
    try {
      return {
        kind: 'external',
        url: await startCheckout({ plan: plan.planCode, billing: plan.billing }),
      };
    } catch (error) {
      console.warn('Post-login checkout failed', error);
      return { kind: 'path', to: subscribePath(plan.planCode, plan.billing) };
    }
  }
  const stayable = fromPath !== paths.login && fromPath !== paths.resetPassword;
  return { kind: 'path', to: stayable ? fromPath : paths.dashboard };
}
