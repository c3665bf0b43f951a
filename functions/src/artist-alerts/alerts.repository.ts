import { createHash } from 'node:crypto';
import {
  alertKindOf,
  alertSettingsSchema,
  DEFAULT_ALERT_SETTINGS,
  type AlertKind,
  type AlertSettings,
} from '@inkforge/domain';
import { Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { fromSnapshot, userRef } from '../adapters/firebase/documents';
import type { PushTarget } from '../adapters/web-push/push-sender';

/** users/{uid}/artistAlerts/{notificationId}: one bell notification the artist is told outside. */
const alerts = (db: Firestore, uid: string) => userRef(db, uid).collection('artistAlerts');
const subscriptions = (db: Firestore, uid: string) =>
  userRef(db, uid).collection('pushSubscriptions');
/**
 * artistAlertsDue/{uid}_{id}: one row per alert waiting, with its due time, so the scheduler
 * finds them across artists with one query (the outboxDue pattern).
 */
const DUE = 'artistAlertsDue';
const dueRef = (db: Firestore, uid: string, id: string) => db.collection(DUE).doc(`${uid}_${id}`);

export interface StoredAlert {
  id: string;
  kind: AlertKind;
  title: string;
  body: string;
  link: string | null;
  createdAt: Date;
  sentAt?: Date | null;
  lease?: Date | null;
  attempts?: number;
}

/**
 * Beside a bell notification, in its transaction: an alert of its kind waits for the sender.
 * Whether the artist wants it, and how, is read when it is sent (a transaction's reads must
 * come before its writes, and the notifier is called at the end): a choice changed meanwhile
 * is honoured. Merged, never reset: a notification written again is not sent again.
 */
export function recordAlertInTransaction(
  db: Firestore,
  tx: Transaction,
  uid: string,
  id: string,
  notification: { kind: string; title: string; body: string; link: string | null },
  now: Date,
): void {
  const kind = alertKindOf(notification);
  if (!kind) return;
  const { title, body, link } = notification;
  tx.set(
    alerts(db, uid).doc(id),
    { kind, title, body, link, createdAt: Timestamp.fromDate(now) },
    { merge: true },
  );
  tx.set(dueRef(db, uid, id), { uid, alertId: id, dueAt: Timestamp.fromDate(now) });
}

/** What the sender decided inside its claim. */
type AlertClaim =
  | { state: 'done' | 'busy' }
  | { state: 'waiting'; until: Date }
  | {
      state: 'claimed';
      alert: StoredAlert;
      settings: AlertSettings;
      email: string | null;
    };

/** A lease on a claimed alert: a sender that died lets the next run take it after this. */
const LEASE_MS = 2 * 60_000;

function settingsOf(data: Record<string, unknown> | undefined): AlertSettings {
  const parsed = alertSettingsSchema.safeParse(data?.alertSettings);
  return parsed.success ? parsed.data : DEFAULT_ALERT_SETTINGS;
}

const endpointId = (endpoint: string) => createHash('sha256').update(endpoint).digest('hex');

export interface AlertsRepository {
  settings(uid: string): Promise<AlertSettings>;
  saveSettings(uid: string, settings: AlertSettings): Promise<void>;
  subscriptions(uid: string): Promise<PushTarget[]>;
  subscribe(uid: string, target: PushTarget, now: Date): Promise<number>;
  unsubscribe(uid: string, endpoint: string): Promise<{ removed: boolean; left: number }>;
  due(now: Date, limit: number): Promise<{ uid: string; alertId: string }[]>;
  /**
   * Claims one alert: gone or sent → done; quiet hours → waits until they end; otherwise leased
   * to this sender (its due time moved past the lease, so a crash is retried).
   */
  claim(
    uid: string,
    alertId: string,
    now: Date,
    decide: (settings: AlertSettings, timeZone: string) => Date | null,
  ): Promise<AlertClaim>;
  /** Sent (by the channels named, maybe none: the artist wants none) or given up. */
  finish(
    uid: string,
    alertId: string,
    now: Date,
    outcome: { channels: string[]; failed?: true },
  ): Promise<void>;
  /** Every channel failed: tried again at `retryAt`. */
  retry(uid: string, alertId: string, retryAt: Date): Promise<number>;
}

export function createAlertsRepository(db: Firestore): AlertsRepository {
  return {
    async settings(uid) {
      return settingsOf((await userRef(db, uid).get()).data());
    },
    async saveSettings(uid, settings) {
      await userRef(db, uid).set({ alertSettings: settings }, { merge: true });
    },
    async subscriptions(uid) {
      const snap = await subscriptions(db, uid).get();
      return snap.docs.map((d) => ({
        endpoint: String(d.get('endpoint')),
        keys: d.get('keys') as PushTarget['keys'],
      }));
    },
    async subscribe(uid, target, now) {
      await subscriptions(db, uid)
        .doc(endpointId(target.endpoint))
        .set({ ...target, createdAt: Timestamp.fromDate(now) });
      return (await subscriptions(db, uid).count().get()).data().count;
    },
    async unsubscribe(uid, endpoint) {
      const ref = subscriptions(db, uid).doc(endpointId(endpoint));
      const removed = (await ref.get()).exists;
      if (removed) await ref.delete();
      return { removed, left: (await subscriptions(db, uid).count().get()).data().count };
    },
    async due(now, limit) {
      const snap = await db
        .collection(DUE)
        .where('dueAt', '<=', Timestamp.fromDate(now))
        .orderBy('dueAt')
        .limit(limit)
        .get();
      return snap.docs.map((d) => ({
        uid: String(d.get('uid')),
        alertId: String(d.get('alertId')),
      }));
    },
    claim(uid, alertId, now, decide) {
      return db.runTransaction(async (tx) => {
        const [alertSnap, userSnap] = await tx.getAll(
          alerts(db, uid).doc(alertId),
          userRef(db, uid),
        );
        const alert = alertSnap ? fromSnapshot<StoredAlert>(alertSnap) : null;
        const due = dueRef(db, uid, alertId);
        if (!alert || alert.sentAt) {
          tx.delete(due);
          return { state: 'done' as const };
        }
        if (alert.lease && alert.lease > now) return { state: 'busy' as const };
        const user = userSnap?.data() ?? {};
        const settings = settingsOf(user);
        const timeZone = typeof user.timezone === 'string' && user.timezone ? user.timezone : 'UTC';
        const until = decide(settings, timeZone);
        if (until) {
          tx.set(due, { uid, alertId, dueAt: Timestamp.fromDate(until) });
          return { state: 'waiting' as const, until };
        }
        const lease = new Date(now.getTime() + LEASE_MS);
        tx.set(alerts(db, uid).doc(alertId), { lease: Timestamp.fromDate(lease) }, { merge: true });
        tx.set(due, { uid, alertId, dueAt: Timestamp.fromDate(lease) });
        const email = typeof user.email === 'string' && user.email ? user.email : null;
        return { state: 'claimed' as const, alert, settings, email };
      });
    },
    async finish(uid, alertId, now, outcome) {
      const batch = db.batch();
      batch.set(
        alerts(db, uid).doc(alertId),
        {
          sentAt: Timestamp.fromDate(now),
          channels: outcome.channels,
          outcome: outcome.failed ? 'failed' : outcome.channels.length ? 'sent' : 'off',
          lease: null,
        },
        { merge: true },
      );
      batch.delete(dueRef(db, uid, alertId));
      await batch.commit();
    },
    async retry(uid, alertId, retryAt) {
      return db.runTransaction(async (tx) => {
        const ref = alerts(db, uid).doc(alertId);
        const attempts = Number((await tx.get(ref)).get('attempts') ?? 0) + 1;
        tx.set(ref, { attempts, lease: null }, { merge: true });
        tx.set(dueRef(db, uid, alertId), { uid, alertId, dueAt: Timestamp.fromDate(retryAt) });
        return attempts;
      });
    },
  };
}
