import { APPROVAL_PICK_TYPES, type IntakeLink } from '@inkforge/domain';
import type { Firestore } from '../adapters/firebase/firebase';
import type { StoredApprovalOffer } from './approval.repository';
import { createClientsDeps } from './deps';
import { requestApproval } from './request-approval';

/**
 * What the offer (issue 46) uses of design approval, as it is: which gallery items can be sent
 * as the design, the approval's private link (no mail of its own: the offer's one mail carries
 * it), and the offer's facts kept on the approval for its page.
 */
export interface DesignApprovals {
  /** The artist's own gallery item, if it can be sent as a design; null otherwise. */
  design(uid: string, itemId: string): Promise<{ title: string; aiAssisted: boolean } | null>;
  request(uid: string, projectId: string, designItemId: string): Promise<IntakeLink>;
  attachOffer(uid: string, projectId: string, offer: StoredApprovalOffer): Promise<void>;
}

export function createDesignApprovals(
  deps: Parameters<typeof createClientsDeps>[0] & { db: Firestore },
): DesignApprovals {
  const clients = createClientsDeps(deps);
  return {
    async design(uid, itemId) {
      const found = await clients.approvals.galleryImage(uid, itemId);
      if (!found || (found.type && !APPROVAL_PICK_TYPES.design.includes(found.type))) return null;
      return { title: found.title, aiAssisted: found.aiAssisted };
    },
    request: (uid, projectId, designItemId) =>
      requestApproval(clients, uid, projectId, { designItemId, emailClient: false }),
    attachOffer: (uid, projectId, offer) => clients.approvals.attachOffer(uid, projectId, offer),
  };
}
