import { studioFormatOf, studioFormatters } from '@inkforge/domain';
import type { Firestore } from '../../adapters/firebase/firebase';
import { userRef } from '../../adapters/firebase/documents';

/**
 * The day a stencil is printed, as the studio writes dates ('16 Dec 2026' for en-GB, in its
 * zone), not ISO. Unusual spaces some locales use become plain ones: the PDF's font lacks them.
 */
export async function studioPrintDate(db: Firestore, uid: string, at: Date): Promise<string> {
  const stored = (await userRef(db, uid).get()).data();
  return studioFormatters(studioFormatOf(stored))
    .date(at)
    .replace(/[\u00a0\u202f]/g, ' ');
}
