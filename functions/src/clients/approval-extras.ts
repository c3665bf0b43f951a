import { aiDisclosure, moneyOrNull, type ApprovalOffer } from '@inkforge/domain';
import type { StoredApproval, StoredApprovalOffer } from './approval.repository';

/** The stored offer as the page reads it. */
export function offerOf(stored: StoredApprovalOffer): ApprovalOffer {
  const { priceCents, currency } = stored;
  return {
    startsAt: stored.startsAt,
    timeZone: stored.timeZone,
    durationMinutes: stored.durationMinutes,
    estimate: {
      hours: stored.hours,
      price: priceCents
        ? {
            min: { cents: priceCents.min, currency },
            max: { cents: priceCents.max, currency },
          }
        : null,
    },
    deposit: moneyOrNull(stored.depositCents, currency),
    depositPath: stored.depositPath,
  };
}

/**
 * Issue 46: what the approval page shows beyond the images: the AI disclosure when the frozen
 * design carried the gallery's AI mark, and an offer's date, estimate and deposit link.
 */
export function approvalExtras(
  approval: StoredApproval,
  artistName: string,
): { aiDisclosure?: string; offer?: ApprovalOffer } {
  const ai = approval.images.some((image) => image.kind === 'design' && image.aiAssisted === true);
  return {
    ...(ai ? { aiDisclosure: aiDisclosure(artistName) } : {}),
    ...(approval.offer ? { offer: offerOf(approval.offer) } : {}),
  };
}
