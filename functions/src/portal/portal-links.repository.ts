import type { Firestore } from 'firebase-admin/firestore';
import { fromSnapshot, ownCollection, userRef } from '../adapters/firebase/documents';

/**
 * portalLinks/{sha256 of the token} → {uid, clientId, generation, createdAt}: one row per token
 * handed out (every mail mints its own). Only the hash is stored, like the other private links,
 * so a read of the database opens no page.
 */
const PORTAL_LINKS = 'portalLinks';

/**
 * users/{uid}/portalClients/{clientId} → {generation, createdAt, lastUsedAt}: the client's link
 * as the artist knows it. A token works only while its generation is the client's current one,
 * so "New link" (generation + 1) kills every earlier token in one write.
 */
const PORTAL_CLIENTS = 'portalClients';

/** gRPC NOT_FOUND: an update of a document that is not there. */
const NOT_FOUND = 5;

interface StoredPortalToken {
  uid: string;
  clientId: string;
  generation: number;
  createdAt: Date;
}

interface StoredPortalClient {
  generation: number;
  /** When the current generation began (the first link, or the last "New link"). */
  createdAt: Date;
  lastUsedAt?: Date;
}

/** What a token that still names its client's current link leads to. */
interface OpenPortalToken extends StoredPortalToken {
  link: StoredPortalClient;
}

export interface PortalLinks {
  /**
   * Stores a token of the client's current link (`renew`: of a new generation, which revokes
   * every earlier token), in one transaction.
   */
  mint(uid: string, clientId: string, hash: string, now: Date, renew: boolean): Promise<void>;
  /**
   * The token's row when its generation is the client's current one and its artist's account
   * stands; null otherwise (unknown, revoked, client's link gone, account deleted or deleting).
   */
  open(hash: string): Promise<OpenPortalToken | null>;
  recordUse(uid: string, clientId: string, now: Date): Promise<void>;
  status(uid: string, clientId: string): Promise<StoredPortalClient | null>;
}

export function createPortalLinks(db: Firestore): PortalLinks {
  const tokens = db.collection(PORTAL_LINKS);
  const clientLink = (uid: string, clientId: string) =>
    ownCollection(db, uid, PORTAL_CLIENTS).doc(clientId);

  return {
    mint: (uid, clientId, hash, now, renew) =>
      db.runTransaction(async (tx) => {
        const ref = clientLink(uid, clientId);
        const current = fromSnapshot<StoredPortalClient>(await tx.get(ref));
        const generation = !current ? 1 : renew ? current.generation + 1 : current.generation;
        if (generation !== current?.generation) {
          tx.set(ref, { generation, createdAt: now }, { merge: true });
        }
        tx.create(tokens.doc(hash), { uid, clientId, generation, createdAt: now });
      }),
    async open(hash) {
      const token = fromSnapshot<StoredPortalToken>(await tokens.doc(hash).get());
      if (!token) return null;
      const [link, user] = await Promise.all([
        clientLink(token.uid, token.clientId).get(),
        userRef(db, token.uid).get(),
      ]);
      const stored = user.data();
      // The account is gone, or going (deletion marks the user first): the link dies with it.
      if (!stored || stored.deletedAt !== undefined) return null;
      const current = fromSnapshot<StoredPortalClient>(link);
      if (!current || current.generation !== token.generation) return null;
      return { ...token, link: current };
    },
    async recordUse(uid, clientId, now) {
      // An update, not a set: a record deleted meanwhile (the client is gone) stays gone.
      await clientLink(uid, clientId)
        .update({ lastUsedAt: now })
        .catch((error: { code?: unknown }) => {
          if (error.code !== NOT_FOUND) throw error;
        });
    },
    status: async (uid, clientId) =>
      fromSnapshot<StoredPortalClient>(await clientLink(uid, clientId).get()),
  };
}
