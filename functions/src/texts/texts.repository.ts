import { randomUUID } from 'node:crypto';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { fromSnapshot, fromSnapshots, userRef } from '../adapters/firebase/documents';
import type { NewText, StoredText } from './text-record';

/**
 * textsDue/{uid}_{textId}: one row per text waiting to go, so the scheduler finds due texts
 * across artists with one query (as outboxDue does for mail); written and deleted in the same
 * transactions as the text.
 */
const DUE = 'textsDue';

type Claim =
  | { outcome: 'claimed'; text: StoredText & { claim: string } }
  | { outcome: 'not-due' | 'busy' | 'done' | 'gone' };

/** Where a text that left is found again: by its provider id, and by the number it went to. */
export interface SentFacts {
  sid: string;
  status: StoredText['status'];
  to: string;
  from: string;
}

export function createTextsRepository(db: Firestore) {
  const texts = (uid: string) => userRef(db, uid).collection('texts');
  const dueRef = (uid: string, textId: string) => db.collection(DUE).doc(`${uid}_${textId}`);
  const sidRef = (sid: string) => db.collection('textSids').doc(sid);
  const routeRef = (phone: string) => db.collection('textRoutes').doc(phone);
  const read = async (tx: Transaction, uid: string, id: string) =>
    fromSnapshot<StoredText>(await tx.get(texts(uid).doc(id)));

  return {
    textRef: (uid: string, id: string) => texts(uid).doc(id),
    dueRef,

    /**
     * Creates each text whose id is new (the same change planned twice is one text). With
     * `appointmentId`, a waiting reminder or intake text of another start than `keepStart` is
     * superseded: the appointment moved or was cancelled.
     */
    queue(
      uid: string,
      items: readonly NewText[],
      now: Date,
      supersede?: { appointmentId: string; keepStart: Date | null },
    ): Promise<string[]> {
      return db.runTransaction(async (tx) => {
        const refs = items.map((t) => texts(uid).doc(t.id));
        const existing = await Promise.all(refs.map((ref) => tx.get(ref)));
        const stale = supersede
          ? fromSnapshots<StoredText>(
              (await tx.get(texts(uid).where('appointmentId', '==', supersede.appointmentId))).docs,
            ).filter(
              (t) =>
                t.status === 'pending' &&
                (t.kind === 'reminder' || t.kind === 'intake_link') &&
                t.startAt?.getTime() !== supersede.keepStart?.getTime(),
            )
          : [];
        for (const old of stale) {
          tx.update(texts(uid).doc(old.id), { status: 'skipped', reason: 'APPOINTMENT_CHANGED' });
          tx.delete(dueRef(uid, old.id));
        }
        const created: string[] = [];
        items.forEach((t, i) => {
          if (existing[i]!.exists) return;
          const record: Omit<StoredText, 'id'> = {
            clientId: t.clientId,
            direction: 'out',
            kind: t.kind,
            to: t.to ?? '',
            from: '',
            body: t.body ?? '',
            segments: 0,
            encoding: 'GSM-7',
            status: 'pending',
            reason: null,
            sid: null,
            appointmentId: t.appointmentId,
            startAt: t.startAt,
            dueAt: t.dueAt,
            createdAt: now,
            sentAt: null,
          };
          tx.create(refs[i]!, { ...record, planned: t.body == null });
          tx.set(dueRef(uid, t.id), { uid, textId: t.id, dueAt: t.dueAt });
          created.push(t.id);
        });
        return created;
      });
    },

    /** Takes a due pending text for `leaseMs`, or says why not. */
    claim(uid: string, id: string, now: Date, leaseMs: number): Promise<Claim> {
      return db.runTransaction(async (tx): Promise<Claim> => {
        const text = await read(tx, uid, id);
        if (!text) {
          tx.delete(dueRef(uid, id));
          return { outcome: 'gone' };
        }
        if (text.status !== 'pending') {
          tx.delete(dueRef(uid, id));
          return { outcome: 'done' };
        }
        if (text.dueAt > now) return { outcome: 'not-due' };
        if (text.claim && text.leaseUntil && text.leaseUntil > now) return { outcome: 'busy' };
        const claim = randomUUID();
        const leaseUntil = new Date(now.getTime() + leaseMs);
        tx.update(texts(uid).doc(id), { claim, leaseUntil });
        // A sender that dies holding it leaves the row due at the lease's end.
        tx.set(dueRef(uid, id), { uid, textId: id, dueAt: leaseUntil });
        return { outcome: 'claimed', text: { ...text, claim, leaseUntil } };
      });
    },

    /** Gives a claimed text back to wait until `dueAt` (quiet hours, a busy moment). */
    defer(uid: string, id: string, claim: string, dueAt: Date, reason: string | null) {
      return db.runTransaction(async (tx) => {
        const text = await read(tx, uid, id);
        if (text?.claim !== claim || text.status !== 'pending') return false;
        tx.update(texts(uid).doc(id), { claim: null, leaseUntil: null, dueAt, reason });
        tx.set(dueRef(uid, id), { uid, textId: id, dueAt });
        return true;
      });
    },

    /** Ends a claimed text that did not leave: skipped (with its body, for the thread). */
    skip(
      uid: string,
      id: string,
      claim: string,
      fields: { reason: string; body?: string; to?: string },
    ) {
      return db.runTransaction(async (tx) => {
        const text = await read(tx, uid, id);
        if (text?.claim !== claim || text.status !== 'pending') return false;
        tx.update(texts(uid).doc(id), {
          ...fields,
          status: 'skipped',
          claim: null,
          leaseUntil: null,
        });
        tx.delete(dueRef(uid, id));
        return true;
      });
    },

    /** The provider took it: its id finds the record, its number finds the studio on a reply. */
    async recordSent(uid: string, text: StoredText, sent: SentFacts, now: Date): Promise<void> {
      const batch = db.batch();
      batch.update(texts(uid).doc(text.id), {
        sid: sent.sid,
        status: sent.status,
        to: sent.to,
        from: sent.from,
        sentAt: now,
        claim: null,
        leaseUntil: null,
      });
      batch.set(sidRef(sent.sid), { uid, textId: text.id });
      batch.set(routeRef(sent.to), {
        uid,
        clientId: text.clientId,
        appointmentId: text.appointmentId,
        kind: text.kind,
        at: now,
      });
      await batch.commit();
    },

    async bySid(sid: string): Promise<{ uid: string; textId: string } | null> {
      const data = (await sidRef(sid).get()).data();
      return data && typeof data.uid === 'string' && typeof data.textId === 'string'
        ? { uid: data.uid, textId: data.textId }
        : null;
    },

    async get(uid: string, id: string): Promise<StoredText | null> {
      return fromSnapshot<StoredText>(await texts(uid).doc(id).get());
    },

    /** Takes the text's one e-mail: false when it already went (or is going). */
    claimEmail(uid: string, id: string, reason: string, now: Date): Promise<boolean> {
      return db.runTransaction(async (tx) => {
        const text = await read(tx, uid, id);
        if (!text || text.emailedAt) return false;
        tx.update(texts(uid).doc(id), { emailedAt: now, emailReason: reason });
        return true;
      });
    },

    async due(now: Date, limit: number): Promise<{ uid: string; textId: string }[]> {
      const snapshot = await db
        .collection(DUE)
        .where('dueAt', '<=', now)
        .orderBy('dueAt')
        .limit(limit)
        .get();
      return snapshot.docs.map((d) => d.data() as { uid: string; textId: string });
    },
  };
}

export type TextsRepository = ReturnType<typeof createTextsRepository>;
