import {
  isPlanCode,
  PLANS,
  planLimits,
  type GalleryCounts,
  type GalleryLimits,
} from '@inkforge/domain';
import type { UserPlanFacts } from './gallery.repository';

/** Plan limits 0 / 10 / 50 / 100; admins get the largest plan's. */
export function galleryLimitOf(facts: UserPlanFacts): number {
  if (facts.role === 'admin') return PLANS.premium.galleryLimit;
  return planLimits(isPlanCode(facts.currentPlan) ? facts.currentPlan : null).galleryLimit;
}

export function limitsOf(facts: UserPlanFacts | null, counts: GalleryCounts): GalleryLimits {
  if (!facts) return { current: 0, limit: 0, canSave: false, counts };
  const limit = galleryLimitOf(facts);
  return { current: facts.galleryCount, limit, canSave: facts.galleryCount < limit, counts };
}
