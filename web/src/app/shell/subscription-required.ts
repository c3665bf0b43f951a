import type { User } from '@inkforge/domain';
import { paths } from '@/config/paths';

/** Generator pages: the AI generator and the image tools (spec accounts §4, tools §2). */
export const GENERATOR_PATHS: readonly string[] = [
  paths.aiGenerator,
  paths.generator,
  paths.quickGeneration,
  paths.photoEditor,
  paths.modifyDesign,
  paths.bodyPreview,
  paths.bodyPreviewManual,
];

type Subject = Pick<User, 'role' | 'subscriptionStatus' | 'creditsRemaining'>;

/**
 * Spec accounts §4: on a generator page a free user, or an inactive one with no credits, must
 * subscribe; anywhere, an inactive subscription with zero credits asks the same.
 * "Inactive" is any status other than 'active'.
 */
export function needsSubscription(user: Subject | null, pathname: string): boolean {
  if (!user) return false;
  const inactiveAndEmpty = user.subscriptionStatus !== 'active' && user.creditsRemaining === 0;
  if (GENERATOR_PATHS.includes(pathname) && (user.role === 'free' || inactiveAndEmpty)) return true;
  return inactiveAndEmpty;
}
