import {
  clientFacingPlaceOf,
  senderName,
  studioFormatOf,
  userUnderStudio,
  type StudioFormat,
} from '@inkforge/domain';
import type { Firestore } from '../adapters/firebase/firebase';
import { userRef } from '../adapters/firebase/documents';
import { createArtistStudios } from '../studios';

/** Who the passport is from: the one studio identity every client mail and PDF reads. */
export interface PassportArtist {
  studioName: string;
  studioAddress: string | null;
  artistName: string;
  format: StudioFormat;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

export async function readPassportArtist(
  db: Firestore,
  uid: string,
  now: Date,
): Promise<PassportArtist | null> {
  const stored = (await userRef(db, uid).get()).data();
  if (!stored || stored.deletedAt !== undefined) return null;
  const studio = await createArtistStudios(db, () => now).of(uid);
  const owner = userUnderStudio(stored, studio);
  const place = clientFacingPlaceOf(stored, studio);
  const displayName = text(stored.displayName);
  const email = text(stored.email);
  return {
    studioName: senderName(place.studioName, displayName, email),
    studioAddress: place.studioAddress,
    artistName: senderName(null, displayName, email),
    format: studioFormatOf(owner),
  };
}
