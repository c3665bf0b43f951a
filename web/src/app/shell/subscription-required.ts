import type { User } from '@inkforge/domain';
import { paths } from '@/config/paths';

/** Generator pages: the AI generator and the image tools. */
const GENERATOR_PATHS: readonly string[] = [
  paths.aiGenerator,
  paths.generator,
  paths.quickGeneration,
  paths.photoEditor,
  paths.modifyDesign,
  paths.bodyPreview,
  paths.bodyPreviewManual,
];

/**
 * Pages where the dialog never opens: they are where a user chooses a plan, buys credits, sees a
 * payment's result, redeems a promo code or reads the terms. Telling someone to choose a plan
 * while they are choosing one (or paying for it) only covers the page they need.
 */
const PLAN_CHOICE_PATHS: readonly string[] = [
  paths.subscribe,
  paths.pricing,
  paths.credits,
  paths.updatePlan,
  paths.success,
  paths.checkoutSuccess,
  paths.settings,
  paths.terms,
  paths.termsAndConditions,
  paths.termsOfService,
];

/**
 * Issue 43: a studio's screens need no plan of one's own (the front desk has none), so the
 * dialog never covers the studio or an invitation to one.
 */
const needsNoPlan = (pathname: string) =>
  pathname === paths.studio || pathname.startsWith('/join/');

type Subject = Pick<User, 'role' | 'subscriptionStatus' | 'creditsRemaining'>;

/**
 * On a generator page a free user, or an inactive one with no credits, must
 * subscribe; anywhere, an inactive subscription with zero credits asks the same.
 * "Inactive" is any status other than 'active'. Never on PLAN_CHOICE_PATHS (see there).
 */
export function needsSubscription(user: Subject | null, pathname: string): boolean {
  if (!user || PLAN_CHOICE_PATHS.includes(pathname) || needsNoPlan(pathname)) return false;
  const inactiveAndEmpty = user.subscriptionStatus !== 'active' && user.creditsRemaining === 0;
  if (GENERATOR_PATHS.includes(pathname) && (user.role === 'free' || inactiveAndEmpty)) return true;
  return inactiveAndEmpty;
}
