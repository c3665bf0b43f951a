import { ownStudioPlaceOf, studioFormatOf, type StudioFormat } from '@inkforge/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { userRef } from '../adapters/firebase/documents';

/** What the evidence reads of the artist: the name the client knows the studio by. */
export interface EvidenceArtist {
  displayName: string | null;
  email: string | null;
  studioName: string | null;
  /** The studio's currency, locale and zone: the PDF's amounts and dates follow them. */
  format: StudioFormat;
}

/** The artist a dispute's evidence is written for; the records it is about come from clients/. */
export interface EvidenceRepository {
  artist(uid: string): Promise<EvidenceArtist>;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);

export function createEvidenceRepository(db: Firestore): EvidenceRepository {
  return {
    async artist(uid) {
      const user = (await userRef(db, uid).get()).data() ?? {};
      return {
        displayName: text(user.displayName),
        email: text(user.email),
        studioName: ownStudioPlaceOf(user).studioName,
        format: studioFormatOf(user),
      };
    },
  };
}
