import { createHash } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import type {
  ApiMailSuppression,
  MailReason,
  SuppressionKind,
  UnsubscribeClass,
} from '@inkforge/domain';
import {
  fromSnapshot,
  fromSnapshots,
  ownCollection,
  userRef,
} from '../adapters/firebase/documents';
import { notifyInTransaction, type NewNotification } from '../notifications';

/** An address, as the key of its records: trimmed, lower-case, hashed (no address in an id). */
const addressKey = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 40);

const tokenKey = (token: string) => createHash('sha256').update(token).digest('hex');

/** sentMail/{hash of Message-ID}: whose mail a provider's event is about (kept 60 days). */
interface SentMail {
  uid: string;
  /** The outbox record, or null for a mail sent without one (the approval link). */
  mailId: string | null;
  to: string;
  expiresAt: Date;
}

/** unsubscribeLinks/{hash of token}: which client and class a one-click link stops. */
interface UnsubscribeLink {
  uid: string;
  clientId: string;
  mailClass: UnsubscribeClass;
  createdAt: Date;
  /** Firestore's TTL policy removes a link a year on (firestore.indexes.json). */
  expiresAt: Date;
}

interface StoredSuppression {
  id: string;
  email: string;
  kind: SuppressionKind;
  reason: string;
  at: Date;
}

/** Who the artist's bell names for a failed address (read by the caller, outside our records). */
export interface FailedAddress {
  uid: string;
  to: string;
  /** The appointment the failed mail was about, or null (the approval link's mail). */
  appointmentId: string | null;
}

/** What a provider's event changes, in one transaction. */
interface DeliveryFailure {
  messageId: string;
  kind: SuppressionKind;
  reason: string;
}

const SENT_MAIL_KEEP_MS = 60 * 24 * 60 * 60 * 1000;
const UNSUBSCRIBE_LINK_KEEP_MS = 365 * 24 * 60 * 60 * 1000;

export interface MailDeliveryRepository {
  /** After SMTP accepted a mail: remembers whose it is, so a bounce can find it. */
  recordSent(
    uid: string,
    messageId: string,
    mailId: string | null,
    to: string,
    now: Date,
  ): Promise<void>;
  /**
   * A bounce or complaint: the address is suppressed for that artist and the outbox mail (if
   * any) marked undelivered. Null when the message is not ours (or long forgotten).
   */
  recordFailure(
    failure: DeliveryFailure,
    now: Date,
    bellFor: (failed: FailedAddress) => Promise<NewNotification>,
  ): Promise<{ uid: string } | null>;
  suppression(uid: string, email: string): Promise<StoredSuppression | null>;
  suppressions(uid: string): Promise<ApiMailSuppression[]>;
  clearSuppression(uid: string, id: string): Promise<boolean>;
  /** A one-click link's token for this client and class (stored by its hash only). */
  saveUnsubscribeLink(
    token: string,
    link: Omit<UnsubscribeLink, 'createdAt' | 'expiresAt'>,
    now: Date,
  ): Promise<void>;
  /** Applies a one-click link: that class stops for that client. Null for an unknown token. */
  unsubscribe(token: string, now: Date): Promise<UnsubscribeClass | null>;
  optedOut(uid: string, clientId: string, mailClass: UnsubscribeClass): Promise<boolean>;
  /** What a link would stop and whose mail it is (the artist's user record), without applying it. */
  unsubscribeLink(token: string): Promise<UnsubscribeLinkFacts | null>;
}

/** The unsubscribe page's facts: the link and the artist's user record (for the header). */
interface UnsubscribeLinkFacts {
  mailClass: UnsubscribeClass;
  artist: Record<string, unknown>;
  /** The artist's uid (a studio member's page names the studio too). */
  uid: string;
}

export function createMailDeliveryRepository(db: Firestore): MailDeliveryRepository {
  const sent = (messageId: string) => db.collection('sentMail').doc(tokenKey(messageId));
  const links = (token: string) => db.collection('unsubscribeLinks').doc(tokenKey(token));
  const suppressions = (uid: string) => ownCollection(db, uid, 'mailSuppressions');
  const optOuts = (uid: string) => ownCollection(db, uid, 'mailOptOuts');

  return {
    async recordSent(uid, messageId, mailId, to, now) {
      const record: SentMail = {
        uid,
        mailId,
        to,
        expiresAt: new Date(now.getTime() + SENT_MAIL_KEEP_MS),
      };
      await sent(messageId).set(record);
    },

    recordFailure({ messageId, kind, reason }, now, bellFor) {
      return db.runTransaction(async (tx) => {
        const found = fromSnapshot<SentMail>(await tx.get(sent(messageId)));
        if (!found) return null;
        const mailRef = found.mailId
          ? ownCollection(db, found.uid, 'outbox').doc(found.mailId)
          : null;
        const mail = mailRef ? await tx.get(mailRef) : null;
        const suppressionRef = suppressions(found.uid).doc(addressKey(found.to));
        const before = fromSnapshot<StoredSuppression>(await tx.get(suppressionRef));
        // The bell rings once per address and kind of failure: a second bounced mail to an
        // address already blocked, or the provider's retry of an event, rings nothing. Cleared
        // by the artist and failing again, it rings again (the id carries the time).
        if (before?.kind !== kind) {
          const appointmentId = mail?.exists
            ? String((mail.data() as { appointmentId?: unknown }).appointmentId ?? '') || null
            : null;
          const notice = await bellFor({ uid: found.uid, to: found.to, appointmentId });
          const id = `mail-${kind}-${addressKey(found.to)}-${now.getTime()}`;
          notifyInTransaction(db, tx, found.uid, id, notice, now);
        }
        tx.set(suppressionRef, {
          email: found.to,
          kind,
          reason,
          at: now,
        });
        if (mailRef && mail?.exists) {
          const because: MailReason = kind === 'bounced' ? 'BOUNCED' : 'COMPLAINED';
          tx.update(mailRef, {
            status: 'undelivered',
            reason: because,
            deliveryError: reason,
            updatedAt: now,
          });
        }
        return { uid: found.uid };
      });
    },

    async suppression(uid, email) {
      return fromSnapshot<StoredSuppression>(await suppressions(uid).doc(addressKey(email)).get());
    },

    async suppressions(uid) {
      const snap = await suppressions(uid).get();
      return fromSnapshots<StoredSuppression>(snap.docs).map((s) => ({
        id: s.id,
        email: s.email,
        kind: s.kind,
        reason: s.reason,
        at: s.at.toISOString(),
      }));
    },

    async clearSuppression(uid, id) {
      const ref = suppressions(uid).doc(id);
      if (!(await ref.get()).exists) return false;
      await ref.delete();
      return true;
    },

    async saveUnsubscribeLink(token, link, now) {
      const record: UnsubscribeLink = {
        ...link,
        createdAt: now,
        expiresAt: new Date(now.getTime() + UNSUBSCRIBE_LINK_KEEP_MS),
      };
      await links(token).set(record);
    },

    async unsubscribe(token, now) {
      const link = fromSnapshot<UnsubscribeLink>(await links(token).get());
      if (!link) return null;
      await optOuts(link.uid)
        .doc(link.clientId)
        .set({ [link.mailClass]: now, updatedAt: now }, { merge: true });
      return link.mailClass;
    },

    async optedOut(uid, clientId, mailClass) {
      const data = (await optOuts(uid).doc(clientId).get()).data();
      return Boolean(data?.[mailClass]);
    },

    async unsubscribeLink(token) {
      const link = fromSnapshot<UnsubscribeLink>(await links(token).get());
      if (!link) return null;
      const artist = (await userRef(db, link.uid).get()).data() ?? {};
      return { mailClass: link.mailClass, artist, uid: link.uid };
    },
  };
}
