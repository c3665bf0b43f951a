import { randomBytes } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { userRef } from '../adapters/firebase/documents';

/**
 * The private iCalendar feed: calendarFeeds/{token} → {uid}. The token is the whole secret
 * (32 random bytes); rotating deletes the old document, so the old URL stops at once.
 */
export interface CalendarFeedRepository {
  /** The artist's current token, created on first ask. */
  tokenOf(uid: string, now: Date): Promise<string>;
  /** A new token replaces the old one. */
  rotate(uid: string, now: Date): Promise<string>;
  /** Whose feed this token opens; null for an unknown or rotated token. */
  ownerOf(token: string): Promise<string | null>;
}

const newToken = () => randomBytes(32).toString('base64url');

export function createCalendarFeedRepository(db: Firestore): CalendarFeedRepository {
  const feeds = db.collection('calendarFeeds');
  const replace = (uid: string, now: Date, onlyIfMissing: boolean) =>
    db.runTransaction(async (tx) => {
      const user = await tx.get(userRef(db, uid));
      const current: unknown = user.get('calendarFeedToken');
      if (onlyIfMissing && typeof current === 'string') return current;
      if (typeof current === 'string') tx.delete(feeds.doc(current));
      const token = newToken();
      tx.create(feeds.doc(token), { uid, createdAt: now });
      tx.set(userRef(db, uid), { calendarFeedToken: token, updatedAt: now }, { merge: true });
      return token;
    });
  return {
    tokenOf: (uid, now) => replace(uid, now, true),
    rotate: (uid, now) => replace(uid, now, false),
    async ownerOf(token) {
      const snapshot = await feeds.doc(token).get();
      const uid: unknown = snapshot.get('uid');
      return typeof uid === 'string' ? uid : null;
    },
  };
}
