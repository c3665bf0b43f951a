import type { ApiStudioPlace } from '@inkforge/domain';
import { clientFacingOf } from './client-facing-of';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import {
  artistIdentityOf,
  DEFAULT_WAIVER_TEXT,
  intakeConditions,
  type ArtistIdentity,
  type IntakeStatus,
  type SignedIntake,
  type Waiver,
} from '@inkforge/domain';
import { intakeSignedNotice } from './artist-notices';
import type { BellWriter } from './bell';
import { fromSnapshot, ownCollection, userRef } from '../adapters/firebase/documents';
import type { StoredAppointment } from './stored';

/**
 * The intake form of an appointment. intakeLinks/{sha256 of the token} → {uid, appointmentId,
 * expiresAt}: only the hash is stored, so the database never holds a working link. Per artist:
 * intakes/{appointmentId} (the open link's hash and expiry, or the signed summary the calendar
 * reads) and intakeForms/{appointmentId} (the whole signed form with its signature).
 */
export interface IntakeRepository {
  /**
   * Replaces the appointment's link (the old one stops at once). 'missing' without the
   * appointment; 'signed' once its form is signed (a signed form is never replaced).
   */
  createLink(
    uid: string,
    appointmentId: string,
    hash: string,
    expiresAt: Date,
    now: Date,
  ): Promise<'created' | 'missing' | 'signed'>;
  /** False without the appointment. */
  revokeLink(uid: string, appointmentId: string): Promise<boolean>;
  /** Null without the appointment. */
  status(uid: string, appointmentId: string): Promise<IntakeStatus | null>;
  /** True when the artist made a link and the client has not signed yet. */
  hasUnsignedLink(uid: string, appointmentId: string): Promise<boolean>;
  /** The appointment an open, unexpired, unused link leads to; null otherwise. */
  openLink(hash: string, now: Date): Promise<OpenLink | null>;
  /**
   * Signs through the link, once; the form is built from what the transaction read. In the same
   * transaction the client file records what was declared and the artist's bell rings.
   */
  sign(
    hash: string,
    now: Date,
    build: (link: OpenLink) => SignedIntake | SignRefusal,
    notify: BellWriter,
  ): Promise<SignedIntake | 'invalid' | SignRefusal>;
  /** The signed summaries by appointment id: what the calendar flags. */
  signedSummaries(uid: string): Promise<Map<string, { medicalFlags: string[] }>>;
  waiver(uid: string): Promise<Waiver>;
  /** Each save is a new version. */
  saveWaiver(uid: string, text: string, now: Date): Promise<Waiver>;
}

/** Why a form read through a valid link was not signed (nothing is written then). */
type SignRefusal = 'waiver-changed' | 'under-18';

interface OpenLink {
  uid: string;
  appointment: StoredAppointment;
  expiresAt: Date;
  waiver: Waiver;
  /** Who sent the link, as the form's header names them. */
  artistName: string;
  /** The artist's avatar and accent, for the form's header. */
  identity: ArtistIdentity;
  /** Where the studio is (issue 49). */
  studio: ApiStudioPlace;
}

function waiverOf(user: Record<string, unknown> | undefined): Waiver {
  const stored = user?.waiver as Partial<Waiver> | undefined;
  return typeof stored?.text === 'string' && typeof stored.version === 'number'
    ? { version: stored.version, text: stored.text }
    : { version: 1, text: DEFAULT_WAIVER_TEXT };
}

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : undefined);

export function createIntakeRepository(db: Firestore): IntakeRepository {
  const links = db.collection('intakeLinks');
  const own = (uid: string, name: 'appointments' | 'intakes' | 'intakeForms', id: string) =>
    ownCollection(db, uid, name).doc(id);

  async function readLink(tx: Transaction, hash: string, now: Date): Promise<OpenLink | null> {
    const link = fromSnapshot<{ uid: string; appointmentId: string; expiresAt: Date }>(
      await tx.get(links.doc(hash)),
    );
    if (!link || !(link.expiresAt instanceof Date) || link.expiresAt <= now) return null;
    const [intake, appointment, user] = await Promise.all([
      tx.get(own(link.uid, 'intakes', link.appointmentId)),
      tx.get(own(link.uid, 'appointments', link.appointmentId)),
      tx.get(userRef(db, link.uid)),
    ]);
    // A replaced, revoked or used link no longer matches its appointment's record.
    if (intake.get('linkHash') !== hash || intake.get('signedAt') !== undefined) return null;
    const stored = fromSnapshot<StoredAppointment>(appointment);
    if (!stored) return null;
    return {
      uid: link.uid,
      appointment: stored,
      expiresAt: link.expiresAt,
      waiver: waiverOf(user.data()),
      ...(await clientFacingOf(db, user.data() ?? {}, link.uid, now)),
      identity: artistIdentityOf(user.data() ?? {}),
    };
  }

  return {
    createLink: (uid, appointmentId, hash, expiresAt, now) =>
      db.runTransaction(async (tx) => {
        const [appointment, intake] = await Promise.all([
          tx.get(own(uid, 'appointments', appointmentId)),
          tx.get(own(uid, 'intakes', appointmentId)),
        ]);
        if (!appointment.exists) return 'missing';
        if (intake.get('signedAt') !== undefined) return 'signed';
        const old: unknown = intake.get('linkHash');
        if (typeof old === 'string') tx.delete(links.doc(old));
        tx.create(links.doc(hash), { uid, appointmentId, expiresAt, createdAt: now });
        tx.set(own(uid, 'intakes', appointmentId), {
          clientId: appointment.get('clientId') as string,
          linkHash: hash,
          linkExpiresAt: expiresAt,
          createdAt: now,
        });
        return 'created';
      }),

    revokeLink: (uid, appointmentId) =>
      db.runTransaction(async (tx) => {
        const [appointment, intake] = await Promise.all([
          tx.get(own(uid, 'appointments', appointmentId)),
          tx.get(own(uid, 'intakes', appointmentId)),
        ]);
        if (!appointment.exists) return false;
        const old: unknown = intake.get('linkHash');
        if (typeof old === 'string') {
          tx.delete(links.doc(old));
          tx.delete(own(uid, 'intakes', appointmentId));
        }
        return true;
      }),

    async status(uid, appointmentId) {
      const [appointment, intake, form] = await Promise.all([
        own(uid, 'appointments', appointmentId).get(),
        own(uid, 'intakes', appointmentId).get(),
        own(uid, 'intakeForms', appointmentId).get(),
      ]);
      if (!appointment.exists) return null;
      const summary = fromSnapshot<Record<string, unknown>>(intake);
      const signed = fromSnapshot<SignedIntake & { signedAt: Date }>(form);
      return {
        linkExpiresAt: summary?.linkHash ? iso(summary.linkExpiresAt) : undefined,
        form: signed
          ? { ...signed, appointmentId, signedAt: signed.signedAt.toISOString() }
          : undefined,
      };
    },

    async hasUnsignedLink(uid, appointmentId) {
      const summary = (await own(uid, 'intakes', appointmentId).get()).data();
      return !!summary && summary.signedAt === undefined && typeof summary.linkHash === 'string';
    },

    openLink: (hash, now) => db.runTransaction((tx) => readLink(tx, hash, now)),

    sign: (hash, now, build, notify) =>
      db.runTransaction(async (tx) => {
        const link = await readLink(tx, hash, now);
        if (!link) return 'invalid';
        const form = build(link);
        if (typeof form === 'string') return form;
        const id = link.appointment.id;
        const { appointmentId: _, signedAt: __, ...fields } = form;
        tx.set(own(link.uid, 'intakeForms', id), {
          ...Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)),
          clientId: link.appointment.clientId,
          signedAt: now,
        });
        // The link is spent: its document goes, and the summary keeps no hash.
        tx.set(own(link.uid, 'intakes', id), {
          clientId: link.appointment.clientId,
          signedAt: now,
          medicalFlags: form.medicalFlags,
        });
        tx.delete(links.doc(hash));
        // The client file keeps what was declared, by form, beside what the artist wrote.
        const allergies = form.allergies?.trim();
        const declared = {
          signedAt: now.toISOString(),
          conditions: intakeConditions(form.answers),
          ...(allergies ? { allergies } : {}),
        };
        tx.set(
          ownCollection(db, link.uid, 'clients').doc(link.appointment.clientId),
          { intakeHealth: { [id]: declared } },
          { merge: true },
        );
        notify(
          tx,
          link.uid,
          `intake-signed-${id}`,
          intakeSignedNotice(link.appointment.title, form),
        );
        return form;
      }),

    async signedSummaries(uid) {
      const snapshot = await ownCollection(db, uid, 'intakes').get();
      const summaries = new Map<string, { medicalFlags: string[] }>();
      for (const doc of snapshot.docs) {
        const flags: unknown = doc.get('medicalFlags');
        if (doc.get('signedAt') !== undefined && Array.isArray(flags)) {
          summaries.set(doc.id, { medicalFlags: flags.filter((f) => typeof f === 'string') });
        }
      }
      return summaries;
    },

    async waiver(uid) {
      return waiverOf((await userRef(db, uid).get()).data());
    },

    saveWaiver: (uid, text, now) =>
      db.runTransaction(async (tx) => {
        const current = waiverOf((await tx.get(userRef(db, uid))).data());
        const next = { version: current.version + 1, text };
        tx.set(userRef(db, uid), { waiver: { ...next, updatedAt: now } }, { merge: true });
        return next;
      }),
  };
}
