import { randomUUID } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import {
  MONEY_NOTICE_KINDS,
  kindsWhere,
  type DepositChange,
  reminderSettingsOf,
  type MailKind,
  type MailReason,
  type MailStatus,
  type ReminderSettings,
  studioFormatOf,
  type StudioFormat,
  artistIdentityOf,
  type ArtistIdentity,
  ownStudioPlaceOf,
  type ClientFacingPlace,
} from '@inkforge/domain';
import { fromSnapshot, fromSnapshots, userRef } from '../adapters/firebase/documents';
import { createStudioRecords, type StoredAppointment, type StoredClient } from '../clients';
import { claimDecision } from './claim-rules';
import { policyOf } from '../deposits';
import { plannedMailId, TIMED_KINDS, type MailReceipt, type PlannedMail } from './plan-mails';
import type { RecallFacts } from './render-mail';

/** users/{uid}/outbox/{appointmentId_kind_startMillis}: one booking e-mail and its fate. */
export interface StoredMail {
  id: string;
  appointmentId: string;
  kind: MailKind;
  status: MailStatus;
  startAt: Date;
  dueAt: Date;
  attempts: number;
  reason?: MailReason | null;
  /** Why the provider could not deliver it (a bounce's words), once it reported so. */
  deliveryError?: string | null;
  /** A deposit's mail: when the change happened (its id's key) and which change it tells of. */
  changeAt?: Date;
  change?: DepositChange;
  /** A moved visit's note: the start it moved from (issue 49). */
  movedFrom?: Date;
  /** A payment's receipt: its amounts as recorded. */
  receipt?: MailReceipt;
  /** An ink passport: the session record's version it tells of (issue 45). */
  recordVersion?: number;
  /** A recall notice: the product and the artist's words, as they were when it was asked. */
  recall?: RecallFacts;
  sentAt?: Date;
  /** Set while one sender holds it: who (a random token) and until when. */
  claim?: string;
  leaseUntil?: Date;
  createdAt: Date;
}

/** What a sender learns when it tries to take a mail. */
type Claim =
  | { outcome: 'claimed'; mail: StoredMail & { claim: string } }
  | { outcome: 'not-due' | 'busy' | 'done' | 'gone' };

/** How a claimed attempt ended. */
export type Finish =
  | { status: 'sent' }
  | { status: 'skipped'; reason: MailReason }
  | { status: 'retry'; reason: MailReason; retryAt: Date | null };

export interface MailContext {
  appointment: StoredAppointment | null;
  client: StoredClient | null;
  artist: {
    email: string | null;
    displayName: string | null;
    settings: ReminderSettings;
    /** The studio the client reads (issue 49): the public page's name and address. */
    place: ClientFacingPlace;
    /** The artist's deposit policy as the deposit page shows it; '' when none is written. */
    depositPolicy: string;
    /** The studio's currency and locale: the mail's amounts and dates follow them. */
    format: StudioFormat;
    /** The avatar (its path on the app) and accent at the top of every mail. */
    identity: ArtistIdentity;
  };
}

interface DueMail {
  uid: string;
  mailId: string;
}

export interface OutboxRepository {
  /** Creates the planned records whose id is new; pending reminders of other times are superseded. */
  queue(uid: string, mails: readonly PlannedMail[], now: Date): Promise<string[]>;
  /** In one transaction: takes a due mail for `leaseMs`, or says why not. */
  claim(uid: string, mailId: string, now: Date, leaseMs: number): Promise<Claim>;
  /** Records the attempt's end; false when the claim was lost (another sender took over). */
  finish(uid: string, mailId: string, claim: string, result: Finish, now: Date): Promise<boolean>;
  /** Makes a mail still waiting due now (a refund note held for its cancellation); false if not. */
  dueNow(uid: string, mailId: string, now: Date): Promise<boolean>;
  /** Notes on a waiting mail why it has not gone (no claim, no attempt counted). */
  note(uid: string, mailId: string, reason: MailReason, now: Date): Promise<void>;
  due(now: Date, limit: number): Promise<DueMail[]>;
  context(uid: string, appointmentId: string): Promise<MailContext>;
  /** The appointment a payment now belongs to (a moved deposit's payment follows it). */
  appointmentOfPayment(uid: string, paymentId: string): Promise<string | null>;
  listSince(uid: string, since: Date): Promise<StoredMail[]>;
  /** Every mail about one appointment, oldest first: what the evidence of a dispute lists. */
  ofAppointment(uid: string, appointmentId: string): Promise<StoredMail[]>;
  settings(uid: string): Promise<ReminderSettings>;
  saveSettings(uid: string, settings: ReminderSettings, now: Date): Promise<void>;
}

/**
 * outboxDue/{uid}_{mailId}: one row per mail waiting to go, with its due time, so the
 * scheduler finds due mails across artists with one query (the jobDeadlines pattern). It is
 * written and deleted in the same transactions as the outbox record.
 */
const DUE = 'outboxDue';

/** A recall notice (issue 45) changes no booking: queuing it supersedes nothing. */
const RECALL_KINDS = kindsWhere((m) => m.trigger === 'recall');
const dueId = (uid: string, mailId: string) => `${uid}_${mailId}`;

export function createOutboxRepository(db: Firestore): OutboxRepository {
  const outbox = (uid: string) => userRef(db, uid).collection('outbox');
  const dueRef = (uid: string, mailId: string) => db.collection(DUE).doc(dueId(uid, mailId));
  // The appointment, its client and a payment are the studio's records, read through clients/.
  const studio = createStudioRecords(db);

  return {
    queue(uid, mails, now) {
      return db.runTransaction(async (tx) => {
        const refs = mails.map((m) => outbox(uid).doc(plannedMailId(m)));
        const existing = await Promise.all(refs.map((ref) => tx.get(ref)));
        // A booking's mails share its id; a timed mail (reminder, chase, aftercare) for another
        // time than the one queued now (or any, when none is) is superseded: the appointment
        // moved or was cancelled. A deposit's notice alone changes no booking: it supersedes none.
        const booking = mails.some(
          (m) => !MONEY_NOTICE_KINDS.includes(m.kind) && !RECALL_KINDS.includes(m.kind),
        );
        const appointmentId = booking ? mails[0]?.appointmentId : undefined;
        const keep = mails.find((m) => TIMED_KINDS.includes(m.kind))?.startAt.getTime();
        const stale = appointmentId
          ? fromSnapshots<StoredMail>(
              (await tx.get(outbox(uid).where('appointmentId', '==', appointmentId))).docs,
            ).filter(
              (m) =>
                TIMED_KINDS.includes(m.kind) &&
                m.status === 'pending' &&
                m.startAt.getTime() !== keep,
            )
          : [];
        for (const old of stale) {
          tx.update(outbox(uid).doc(old.id), {
            status: 'skipped',
            reason: 'APPOINTMENT_CHANGED',
            updatedAt: now,
          });
          tx.delete(dueRef(uid, old.id));
        }
        const created: string[] = [];
        mails.forEach((m, i) => {
          if (existing[i]!.exists) return;
          const ref = refs[i]!;
          tx.create(ref, { ...m, attempts: 0, createdAt: now, updatedAt: now });
          if (m.status === 'pending')
            tx.set(dueRef(uid, ref.id), { uid, mailId: ref.id, dueAt: m.dueAt });
          created.push(ref.id);
        });
        return created;
      });
    },

    claim(uid, mailId, now, leaseMs) {
      return db.runTransaction(async (tx): Promise<Claim> => {
        const ref = outbox(uid).doc(mailId);
        const mail = fromSnapshot<StoredMail>(await tx.get(ref));
        const decision = claimDecision(mail, now);
        if (decision === 'gone' || decision === 'done') tx.delete(dueRef(uid, mailId));
        if (!mail || decision !== 'claim')
          return { outcome: decision === 'claim' ? 'gone' : decision };
        const claim = randomUUID();
        const leaseUntil = new Date(now.getTime() + leaseMs);
        const attempts = mail.attempts + 1;
        tx.update(ref, { status: 'sending', claim, leaseUntil, attempts, updatedAt: now });
        // A sender that dies holding it leaves the row due at the lease's end: retried then.
        tx.set(dueRef(uid, mailId), { uid, mailId, dueAt: leaseUntil });
        return {
          outcome: 'claimed',
          mail: { ...mail, status: 'sending', claim, leaseUntil, attempts },
        };
      });
    },

    finish(uid, mailId, claim, result, now) {
      return db.runTransaction(async (tx) => {
        const ref = outbox(uid).doc(mailId);
        const mail = fromSnapshot<StoredMail>(await tx.get(ref));
        if (!mail || mail.claim !== claim || mail.status !== 'sending') return false;
        const released = { claim: null, leaseUntil: null, updatedAt: now };
        if (result.status === 'retry' && result.retryAt) {
          tx.update(ref, {
            ...released,
            status: 'pending',
            reason: result.reason,
            dueAt: result.retryAt,
          });
          tx.set(dueRef(uid, mailId), { uid, mailId, dueAt: result.retryAt });
          return true;
        }
        const status: MailStatus = result.status === 'retry' ? 'failed' : result.status;
        tx.update(ref, {
          ...released,
          status,
          reason: result.status === 'sent' ? null : result.reason,
          ...(result.status === 'sent' ? { sentAt: now } : {}),
        });
        tx.delete(dueRef(uid, mailId));
        return true;
      });
    },

    dueNow(uid, mailId, now) {
      return db.runTransaction(async (tx) => {
        const ref = outbox(uid).doc(mailId);
        const mail = fromSnapshot<StoredMail>(await tx.get(ref));
        if (mail?.status !== 'pending' || mail.dueAt <= now) return false;
        tx.update(ref, { dueAt: now, updatedAt: now });
        tx.set(dueRef(uid, mailId), { uid, mailId, dueAt: now });
        return true;
      });
    },

    async note(uid, mailId, reason, now) {
      await outbox(uid).doc(mailId).update({ reason, updatedAt: now });
    },

    async due(now, limit) {
      const snapshot = await db
        .collection(DUE)
        .where('dueAt', '<=', now)
        .orderBy('dueAt')
        .limit(limit)
        .get();
      return snapshot.docs.map((d) => d.data() as DueMail);
    },

    async context(uid, appointmentId) {
      const [appointment, userSnap] = await Promise.all([
        studio.appointment(uid, appointmentId),
        userRef(db, uid).get(),
      ]);
      const client = appointment ? await studio.client(uid, appointment.clientId) : null;
      const user = userSnap.data() ?? {};
      const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);
      return {
        appointment,
        client,
        artist: {
          email: text(user.email),
          displayName: text(user.displayName),
          settings: reminderSettingsOf(user.reminderSettings),
          place: ownStudioPlaceOf(user),
          depositPolicy: policyOf(user).text,
          format: studioFormatOf(user),
          identity: artistIdentityOf(user),
        },
      };
    },

    async appointmentOfPayment(uid, paymentId) {
      const payment = await studio.payment(uid, paymentId);
      const appointmentId: unknown = payment?.appointmentId;
      return typeof appointmentId === 'string' ? appointmentId : null;
    },

    async listSince(uid, since) {
      const snapshot = await outbox(uid).where('startAt', '>=', since).orderBy('startAt').get();
      return fromSnapshots<StoredMail>(snapshot.docs);
    },

    async ofAppointment(uid, appointmentId) {
      const snapshot = await outbox(uid).where('appointmentId', '==', appointmentId).get();
      return fromSnapshots<StoredMail>(snapshot.docs).sort(
        (a, b) => a.createdAt.getTime() - b.createdAt.getTime(),
      );
    },

    async settings(uid) {
      // Issue 47: the studio's name and address have one source, the public page's profile;
      // the calendar's card shows and edits that, never a second copy of its own.
      const user = (await userRef(db, uid).get()).data() ?? {};
      const place = ownStudioPlaceOf(user);
      return {
        ...reminderSettingsOf(user.reminderSettings),
        studioName: place.studioName,
        studioAddress: place.studioAddress,
      };
    },

    async saveSettings(uid, settings, now) {
      const { studioName, studioAddress, ...rest } = settings;
      await userRef(db, uid).set(
        {
          reminderSettings: { ...rest, studioName: null, studioAddress: null },
          publicProfile: { studioName, address: studioAddress },
          updatedAt: now,
        },
        { merge: true },
      );
    },
  };
}
