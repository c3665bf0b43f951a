import { NOTIFICATIONS_SHOWN, type Notification, type NotificationKind } from '@inkforge/domain';
import { Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { fromSnapshot, userRef } from '../adapters/firebase/documents';
import { recordAlertInTransaction } from '../artist-alerts';

/** What happened, in words a person reads in the bell. */
export interface NewNotification {
  kind: NotificationKind;
  title: string;
  body: string;
  link: string | null;
}

/** users/{uid}/notifications/{id}: the id says what it is about, so writing it twice is once. */
const notifications = (db: Firestore, uid: string) => userRef(db, uid).collection('notifications');

/**
 * Writes a notification in the caller's transaction, beside the change it announces (a job
 * completed, a plan paid): both happen or neither does. So does its alert (artist-alerts/).
 */
export function notifyInTransaction(
  db: Firestore,
  tx: Transaction,
  uid: string,
  id: string,
  notification: NewNotification,
  now: Date,
): void {
  tx.set(notifications(db, uid).doc(id), {
    ...notification,
    read: false,
    createdAt: Timestamp.fromDate(now),
  });
  // The kinds the artist may be told about outside the app wait for the alert sender.
  recordAlertInTransaction(db, tx, uid, id, notification, now);
}

/** notifyInTransaction bound to a database and a clock: what billing's writers are given. */
export const notifierFor =
  (db: Firestore, clock: () => Date) =>
  (tx: Transaction, uid: string, id: string, notification: NewNotification): void =>
    notifyInTransaction(db, tx, uid, id, notification, clock());

interface StoredNotification extends NewNotification {
  id: string;
  read: boolean;
  createdAt: Date;
}

const toApi = (n: StoredNotification): Notification => ({
  id: n.id,
  kind: n.kind,
  title: n.title,
  body: n.body,
  link: n.link ?? null,
  createdAt: n.createdAt.toISOString(),
  read: n.read === true,
});

/** Firestore's code for a document that already exists (create() of a known id). */
const ALREADY_EXISTS = 6;

export interface NotificationsRepository {
  list(uid: string): Promise<{ notifications: Notification[]; unreadCount: number }>;
  /** Marks the named ones (or every unread one) as read; returns how many changed. */
  markRead(uid: string, ids: string[] | undefined): Promise<number>;
  /**
   * Creates each one whose id no notification has yet (read or not): announced once. One read
   * for all of them, so the bell's poll writes nothing once they exist.
   */
  createMissing(
    uid: string,
    entries: { id: string; notification: NewNotification }[],
    now: Date,
  ): Promise<void>;
}

export function createNotificationsRepository(db: Firestore): NotificationsRepository {
  return {
    async list(uid) {
      const [latest, unread] = await Promise.all([
        notifications(db, uid).orderBy('createdAt', 'desc').limit(NOTIFICATIONS_SHOWN).get(),
        notifications(db, uid).where('read', '==', false).count().get(),
      ]);
      const shown = latest.docs
        .map((doc) => fromSnapshot<StoredNotification>(doc))
        .filter((n): n is StoredNotification => n !== null)
        .map(toApi);
      return { notifications: shown, unreadCount: unread.data().count };
    },
    async markRead(uid, ids) {
      const refs = ids
        ? ids.map((id) => notifications(db, uid).doc(id))
        : (await notifications(db, uid).where('read', '==', false).limit(500).get()).docs.map(
            (doc) => doc.ref,
          );
      if (refs.length === 0) return 0;
      return db.runTransaction(async (tx) => {
        const found = (await tx.getAll(...refs)).filter((s) => s.exists && s.get('read') !== true);
        for (const snapshot of found) tx.update(snapshot.ref, { read: true });
        return found.length;
      });
    },
    async createMissing(uid, entries, now) {
      if (entries.length === 0) return;
      const refs = entries.map((entry) => notifications(db, uid).doc(entry.id));
      const existing = await db.getAll(...refs);
      await Promise.all(
        entries.map(async ({ notification }, i) => {
          if (existing[i]?.exists) return;
          try {
            await refs[i]?.create({
              ...notification,
              read: false,
              createdAt: Timestamp.fromDate(now),
            });
          } catch (error) {
            // Another request announced it in the meantime.
            if ((error as { code?: unknown }).code !== ALREADY_EXISTS) throw error;
          }
        }),
      );
    },
  };
}

const quoted = (prompt: string) =>
  prompt.length > 60 ? `“${prompt.slice(0, 57).trimEnd()}…”` : `“${prompt}”`;

/** A generation job that ended: its id names the notification (one per job). */
export function jobEnded(
  job: { id: string; prompt: string; cost: number },
  outcome: { completed: true } | { completed: false; error: string },
): { id: string; notification: NewNotification } {
  const about = job.prompt.trim() ? quoted(job.prompt.trim()) : 'Your design';
  return {
    id: `job-${job.id}`,
    notification: outcome.completed
      ? {
          kind: 'generation_completed',
          title: 'Design ready',
          body: `${about} is ready to view.`,
          link: '/ai-generator',
        }
      : {
          kind: 'generation_failed',
          title: 'Generation failed',
          body: `${about}: ${outcome.error.replace(/\.$/, '')}. Its ${job.cost} credits were refunded.`,
          link: '/ai-generator',
        },
  };
}
