import type { WorkingHours } from '@inkforge/domain';
import type { ClientFields, ClientStatus, SmsConsent } from '@inkforge/domain';
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import {
  fromSnapshot,
  fromSnapshots,
  ownCollection,
  userRef,
} from '../adapters/firebase/documents';
import { listOwn, type ClientCollection } from './collections.repository';
import { bodyPreviewObjectPaths, isBodyPreview } from './gallery-items';
import { withoutUndefined, type StoredClient } from './stored';

export interface ClientWrite extends Omit<ClientFields, 'smsConsent'> {
  status: ClientStatus;
  /** Issue 44: left out, a replace keeps the consent already recorded. */
  smsConsent?: SmsConsent;
}

export interface ClientsRepository {
  /** The artist's user document (plan, role, clientCount, timezone); undefined if none. */
  readUser(uid: string): Promise<DocumentData | undefined>;
  /**
   * Creates the client and bumps users/{uid}.clientCount in one transaction. `admit` sees the
   * user document and the current count and throws to refuse, so concurrent creates cannot
   * pass the cap: each one reads and writes the same counter.
   */
  create(
    uid: string,
    client: ClientWrite,
    now: Date,
    admit: (user: DocumentData | undefined, count: number) => void,
  ): Promise<StoredClient>;
  list(uid: string): Promise<StoredClient[]>;
  get(uid: string, id: string): Promise<StoredClient | null>;
  /** Replaces the client's fields (createdAt stays); null when there is no such client. */
  replace(uid: string, id: string, client: ClientWrite, now: Date): Promise<StoredClient | null>;
  /**
   * Deletes the client with its projects, payments, appointments and body previews in one
   * transaction and decrements the counter. Returns the storage paths of the deleted previews
   * (for the caller to remove) or null when there is no such client.
   */
  deleteCascade(uid: string, id: string): Promise<{ objectPaths: string[] } | null>;
  /** Issue 44: keeps a consent to texts given on a form (a booking request accepted). */
  setSmsConsent(uid: string, id: string, consent: SmsConsent, now: Date): Promise<void>;
  /** Sets users/{uid}.timezone, the zone the calendar groups days in. */
  setTimezone(uid: string, timezone: string, now: Date): Promise<void>;
  /** Sets users/{uid}.workingHours (beyond the spec: the calendar flags what falls outside). */
  setWorkingHours(uid: string, hours: WorkingHours, now: Date): Promise<void>;
}

function countOf(user: DocumentData | undefined, field = 'clientCount'): number {
  const value: unknown = user?.[field];
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 0;
}

export function createClientsRepository(db: Firestore): ClientsRepository {
  const clients = (uid: string) => ownCollection(db, uid, 'clients');
  return {
    async readUser(uid) {
      return (await userRef(db, uid).get()).data();
    },

    create: (uid, client, now, admit) =>
      db.runTransaction(async (tx) => {
        const user = (await tx.get(userRef(db, uid))).data();
        const count = countOf(user);
        admit(user, count);
        const ref = clients(uid).doc();
        const stored = { ...withoutUndefined(client), createdAt: now, updatedAt: now };
        tx.create(ref, stored);
        tx.set(userRef(db, uid), { clientCount: count + 1 }, { merge: true });
        return { ...client, id: ref.id, createdAt: now };
      }),

    list: (uid) => listOwn<StoredClient>(db, uid, 'clients'),

    async setSmsConsent(uid, id, consent, now) {
      await clients(uid).doc(id).set({ smsConsent: consent, updatedAt: now }, { merge: true });
    },

    async get(uid, id) {
      return fromSnapshot<StoredClient>(await clients(uid).doc(id).get());
    },

    replace: (uid, id, client, now) =>
      db.runTransaction(async (tx) => {
        const ref = clients(uid).doc(id);
        const existing = fromSnapshot<StoredClient>(await tx.get(ref));
        if (!existing) return null;
        // What the client declared on signed forms is theirs, not the edit dialog's to drop.
        const declared: Pick<StoredClient, 'intakeHealth' | 'smsConsent'> = existing.intakeHealth
          ? { intakeHealth: existing.intakeHealth }
          : {};
        // The client's consent to texts (given on a form) stays unless the artist changes it.
        // A consent ticked on a form keeps its words when the artist confirms it again.
        const again = client.smsConsent?.given === true && existing.smsConsent?.given === true;
        const consent = again ? existing.smsConsent : (client.smsConsent ?? existing.smsConsent);
        if (consent) declared.smsConsent = consent;
        tx.set(ref, {
          ...withoutUndefined(client),
          ...declared,
          createdAt: existing.createdAt,
          updatedAt: now,
        });
        return { ...client, ...declared, id, createdAt: existing.createdAt };
      }),

    deleteCascade: (uid, id) =>
      db.runTransaction(async (tx) => {
        const ref = clients(uid).doc(id);
        const byClient = (name: Exclude<ClientCollection, 'clients'>) =>
          tx.get(ownCollection(db, uid, name).where('clientId', '==', id));
        const [
          client,
          user,
          projects,
          payments,
          appointments,
          gallery,
          intakes,
          forms,
          approvals,
          portalTokens,
        ] = await Promise.all([
          tx.get(ref),
          tx.get(userRef(db, uid)),
          byClient('projects'),
          byClient('payments'),
          byClient('appointments'),
          byClient('gallery'),
          byClient('intakes'),
          byClient('intakeForms'),
          byClient('approvals'),
          // Issue 49: the tokens of the client's page (portal area), named by uid and client.
          tx.get(db.collection('portalLinks').where('uid', '==', uid).where('clientId', '==', id)),
        ]);
        if (!client.exists) return null;
        const previews = gallery.docs.filter((doc) => isBodyPreview(doc.data()));
        const records = [projects, payments, appointments, intakes, forms, approvals].flatMap(
          (s) => s.docs,
        );
        for (const doc of [...records, ...previews]) tx.delete(doc.ref);
        // Open form links of the client's appointments stop working with them.
        for (const [docs, collection] of [
          [intakes.docs, 'intakeLinks'],
          [approvals.docs, 'approvalLinks'],
        ] as const) {
          for (const doc of docs) {
            const linkHash: unknown = doc.get('linkHash');
            if (typeof linkHash === 'string') tx.delete(db.collection(collection).doc(linkHash));
          }
        }
        for (const doc of portalTokens.docs) tx.delete(doc.ref);
        tx.delete(ownCollection(db, uid, 'portalClients').doc(id));
        tx.delete(ref);
        // The gallery keeps its own counter (galleryCount) for its plan limit: the previews
        // deleted here leave it too, in the same transaction, so both counts stay exact.
        const userData = user.data();
        tx.set(
          userRef(db, uid),
          {
            clientCount: Math.max(0, countOf(userData, 'clientCount') - 1),
            ...(previews.length > 0
              ? { galleryCount: Math.max(0, countOf(userData, 'galleryCount') - previews.length) }
              : {}),
          },
          { merge: true },
        );
        // The frozen copies of approved designs go too.
        const approvalPaths = approvals.docs.flatMap((doc) => {
          const images: unknown = doc.get('images');
          return Array.isArray(images)
            ? images
                .map((i: { path?: unknown }) => i.path)
                .filter((p): p is string => typeof p === 'string')
            : [];
        });
        const objectPaths = [
          ...fromSnapshots<Record<string, unknown>>(previews).flatMap(bodyPreviewObjectPaths),
          ...approvalPaths,
        ];
        return { objectPaths };
      }),

    async setTimezone(uid, timezone, now) {
      await userRef(db, uid).set({ timezone, updatedAt: now }, { merge: true });
    },

    async setWorkingHours(uid, workingHours, now) {
      await userRef(db, uid).set({ workingHours, updatedAt: now }, { merge: true });
    },
  };
}
