import type { Firestore, Transaction } from 'firebase-admin/firestore';
import {
  artistIdentityOf,
  DEFAULT_WAIVER_TEXT,
  studioFormatOf,
  type ApiStudioPlace,
  type ArtistIdentity,
  type StudioLocale,
  type Waiver,
} from '@inkforge/domain';
import { fromSnapshot, ownCollection, userRef } from '../adapters/firebase/documents';
import { clientFacingOf } from './client-facing-of';
import type { StoredAppointment, StoredClient } from './stored';

/**
 * Why a link stopped opening the form, kept on its intakeLinks document (a tombstone) so the
 * client who opens it again reads what happened rather than a bare "not valid".
 */
type IntakeLinkClosure = 'signed' | 'replaced' | 'revoked';

/** Spent, replaced and revoked links stay readable this long past their expiry (Firestore TTL). */
export const LINK_RETIRE_DAYS = 180;

interface StoredIntakeLink {
  uid: string;
  appointmentId: string;
  expiresAt: Date;
  closed?: IntakeLinkClosure;
}

/** What every state of a link shows: the appointment and who sent it. */
export interface IntakeLinkHeader {
  uid: string;
  appointment: StoredAppointment;
  /** Who sent the link, as the form's header names them. */
  artistName: string;
  /** The artist's avatar and accent, for the form's header. */
  identity: ArtistIdentity;
  /** Where the studio is (issue 49). */
  studio: ApiStudioPlace;
  locale: StudioLocale;
  expiresAt: Date;
}

export interface OpenLink extends IntakeLinkHeader {
  waiver: Waiver;
  /** What the studio has on the client's card, to pre-fill the form. */
  client: Pick<StoredClient, 'name' | 'email' | 'phone'> | null;
}

export type IntakeLinkState =
  | { state: 'open'; link: OpenLink }
  | { state: 'signed'; header: IntakeLinkHeader; signedAt: Date; copyAvailable: boolean }
  | { state: 'replaced' | 'revoked' | 'expired'; header: IntakeLinkHeader };

export function waiverOf(user: Record<string, unknown> | undefined): Waiver {
  const stored = user?.waiver as Partial<Waiver> | undefined;
  return typeof stored?.text === 'string' && typeof stored.version === 'number'
    ? { version: stored.version, text: stored.text }
    : { version: 1, text: DEFAULT_WAIVER_TEXT };
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/**
 * What a link is now, read in the caller's transaction; null for a token never issued, or whose
 * appointment is gone (it says nothing then, as for any unknown link).
 */
export async function readIntakeLink(
  db: Firestore,
  tx: Transaction,
  hash: string,
  now: Date,
): Promise<IntakeLinkState | null> {
  const link = fromSnapshot<StoredIntakeLink>(await tx.get(db.collection('intakeLinks').doc(hash)));
  if (!link || typeof link.uid !== 'string' || !(link.expiresAt instanceof Date)) return null;
  const own = (name: 'appointments' | 'intakes', id: string) =>
    ownCollection(db, link.uid, name).doc(id);
  const [intake, appointment, user] = await Promise.all([
    tx.get(own('intakes', link.appointmentId)),
    tx.get(own('appointments', link.appointmentId)),
    tx.get(userRef(db, link.uid)),
  ]);
  const stored = fromSnapshot<StoredAppointment>(appointment);
  if (!stored) return null;
  const userData = user.data() ?? {};
  const header: IntakeLinkHeader = {
    uid: link.uid,
    appointment: stored,
    ...(await clientFacingOf(db, userData, link.uid, now)),
    identity: artistIdentityOf(userData),
    locale: studioFormatOf(userData).locale,
    expiresAt: link.expiresAt,
  };
  const summary = fromSnapshot<{ signedAt?: Date; linkHash?: string }>(intake);
  const signedAt = summary?.signedAt;
  // The appointment's form is signed, through this link or a newer one: say so on every link.
  if (signedAt instanceof Date) {
    // Only the link that signed, until it expires, still proves who holds it (see docs/booking.md).
    const copyAvailable = link.closed === 'signed' && link.expiresAt > now;
    return { state: 'signed', header, signedAt, copyAvailable };
  }
  if (link.closed === 'replaced' || link.closed === 'revoked')
    return { state: link.closed, header };
  // A link made before closures were recorded was deleted when replaced or revoked.
  if (summary?.linkHash !== hash) return { state: 'replaced', header };
  if (link.expiresAt <= now) return { state: 'expired', header };
  const client = fromSnapshot<StoredClient>(
    await tx.get(ownCollection(db, link.uid, 'clients').doc(stored.clientId)),
  );
  return {
    state: 'open',
    link: {
      ...header,
      waiver: waiverOf(userData),
      client: client
        ? {
            name: client.name,
            email: text(client.email),
            phone: text(client.phone),
          }
        : null,
    },
  };
}
