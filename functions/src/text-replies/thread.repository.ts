import type { SmsConsent } from '@inkforge/domain';
import type { Firestore } from 'firebase-admin/firestore';
import {
  fromSnapshot,
  fromSnapshots,
  ownCollection,
  userRef,
} from '../adapters/firebase/documents';
import type { StoredText } from './stored-text';

/** The client as their thread needs them. */
export interface ThreadClient {
  id: string;
  name: string;
  phone?: string;
  smsConsent?: SmsConsent;
}

export interface ThreadRepository {
  client(uid: string, clientId: string): Promise<ThreadClient | null>;
  /** users/{uid} as stored: the studio's country for a phone kept before E.164. */
  user(uid: string): Promise<Record<string, unknown> | undefined>;
  /** Every text in and out of the client, oldest first. */
  texts(uid: string, clientId: string): Promise<StoredText[]>;
  markRead(uid: string, ids: string[]): Promise<void>;
  /** users/{uid}/textPhones/{phone}: the phone replied STOP (and not START since). */
  optedOut(uid: string, phone: string): Promise<boolean>;
}

export function createThreadRepository(db: Firestore): ThreadRepository {
  const texts = (uid: string) => ownCollection(db, uid, 'texts');
  return {
    async client(uid, clientId) {
      return fromSnapshot<ThreadClient>(
        await ownCollection(db, uid, 'clients').doc(clientId).get(),
      );
    },
    async user(uid) {
      return (await userRef(db, uid).get()).data();
    },
    async texts(uid, clientId) {
      // One equality read (no composite index); a client's thread is short.
      const snap = await texts(uid).where('clientId', '==', clientId).get();
      return fromSnapshots<StoredText>(snap.docs).sort(
        (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id),
      );
    },
    async markRead(uid, ids) {
      if (ids.length === 0) return;
      const batch = db.batch();
      for (const id of ids) batch.update(texts(uid).doc(id), { read: true });
      await batch.commit();
    },
    async optedOut(uid, phone) {
      const data = (await ownCollection(db, uid, 'textPhones').doc(phone).get()).data();
      return data?.optedOut === true;
    },
  };
}
