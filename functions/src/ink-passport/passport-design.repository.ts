import type { Firestore } from '../adapters/firebase/firebase';
import { ownCollection } from '../adapters/firebase/documents';

/**
 * Issue 46: whether the design the client approved for this project carried the gallery's AI
 * mark when it was frozen (users/{uid}/approvals/{projectId}, written by design approval).
 * Read only; no approval, or an artist's own upload, is false.
 */
export async function approvedDesignAiAssisted(
  db: Firestore,
  uid: string,
  projectId: string,
): Promise<boolean> {
  const approval = await ownCollection(db, uid, 'approvals').doc(projectId).get();
  const images: unknown = approval.get('images');
  return (
    Array.isArray(images) &&
    images.some(
      (image: { kind?: unknown; aiAssisted?: unknown }) =>
        image?.kind === 'design' && image.aiAssisted === true,
    )
  );
}
