import {
  clientPolicyOf,
  type ClientPolicy,
  DEFAULT_AFTERCARE_TEXT,
  artistIdentityOf,
  clientFacingPlaceOf,
  mapLinkOf,
  senderName,
  studioFormatOf,
  userUnderStudio,
  type ApiPortalArtist,
  type ApiPortalStudio,
  type StudioFormat,
} from '@inkforge/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { userRef } from '../adapters/firebase/documents';
import { createArtistStudios } from '../studios';

/** The artist as their client's page shows them: header, studio, formats, deposit policy. */
export interface PortalArtist {
  artist: ApiPortalArtist;
  studio: ApiPortalStudio;
  format: StudioFormat;
  /** The policy the artist shows today (a deposit keeps the version its client accepted). */
  depositPolicy: string | null;
  aftercare: string | null;
  /** What the client may do on their page (s49-moves): Settings → Booking. */
  clientPolicy: ClientPolicy;
  /** "Pay the balance" is offered before the session too (Settings → Booking). */
  balanceBefore: boolean;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
const field = (value: unknown, key: string) =>
  value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;

export async function readPortalArtist(
  db: Firestore,
  uid: string,
  now: Date,
): Promise<PortalArtist | null> {
  const stored = (await userRef(db, uid).get()).data();
  if (!stored || stored.deletedAt !== undefined) return null;
  // A studio member's clients read the studio's name and address beside the artist's.
  const studio = await createArtistStudios(db, () => now).of(uid);
  const owner = userUnderStudio(stored, studio);
  const settings = (owner.reminderSettings ?? {}) as Record<string, unknown>;
  const displayName = text(owner.displayName);
  // The one studio identity every client mail, page and PDF reads.
  const place = clientFacingPlaceOf(stored, studio);
  return {
    artist: {
      name: senderName(null, displayName, text(owner.email)),
      ...artistIdentityOf(owner),
    },
    studio: {
      name: senderName(place.studioName, displayName, text(owner.email)),
      address: place.studioAddress,
      mapUrl: mapLinkOf(place.studioAddress),
    },
    format: studioFormatOf(owner),
    depositPolicy: text(field(owner.depositPolicy, 'text')),
    // The aftercare mail's words: the artist's own, the default when empty, none when it is off.
    aftercare:
      settings.aftercare === false
        ? null
        : (text(settings.aftercareText) ?? DEFAULT_AFTERCARE_TEXT),
    clientPolicy: clientPolicyOf(stored.bookingSettings),
    balanceBefore: field(stored.bookingSettings, 'balanceOnline') === true,
  };
}
