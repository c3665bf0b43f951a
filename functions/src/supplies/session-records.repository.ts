import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { fromSnapshot, fromSnapshots, ownCollection } from '../adapters/firebase/documents';
import type { SessionRecordVersion, StoredSessionRecord } from './stored';

/** What a PUT writes: everything but the version, which the transaction decides. */
type RecordDraft = Omit<StoredSessionRecord, 'id' | 'version' | 'expiresAt' | 'clientDeletedAt'>;

type SaveOutcome =
  /** A new version was written (1 for the first record); the earlier one was kept. */
  | { saved: 'new'; record: StoredSessionRecord }
  /** The same as the current version: nothing written (a double tap is one version). */
  | { saved: 'same'; record: StoredSessionRecord };

/** Retained records' ends, across artists (see expiryRef). */
const EXPIRIES = 'sessionRecordExpiries';

/** Firestore's `in` takes at most 30 values. */
const IN_LIMIT = 30;

/**
 * users/{uid}/sessionRecords/{appointmentId} and its earlier versions in
 * users/{uid}/sessionRecordVersions/{appointmentId}_{n}: evidence, so a version is created once
 * and never updated; a correction copies the current one there first, in the same transaction.
 */
export interface SessionRecordsRepository {
  save(
    uid: string,
    draft: RecordDraft,
    same: (current: StoredSessionRecord) => boolean,
  ): Promise<SaveOutcome>;
  get(uid: string, appointmentId: string): Promise<StoredSessionRecord | null>;
  /** Earlier versions, newest first. */
  versions(uid: string, appointmentId: string): Promise<SessionRecordVersion[]>;
  /** Current records that list a supply of this lot. */
  withLot(uid: string, lotKey: string): Promise<StoredSessionRecord[]>;
  /** Current records that name one of these cycles. */
  withCycles(uid: string, cycleIds: readonly string[]): Promise<StoredSessionRecord[]>;
  ofClient(uid: string, clientId: string): Promise<StoredSessionRecord[]>;
  /** The record saved last (any session), or null before any. */
  latest(uid: string): Promise<StoredSessionRecord | null>;
  /** Current records of the sessions that started in [from, until), oldest first. */
  between(uid: string, from: Date, until: Date): Promise<StoredSessionRecord[]>;
  ofAppointments(uid: string, appointmentIds: readonly string[]): Promise<StoredSessionRecord[]>;
  /** A deleted client's records: kept until `expiresAt`, the client id kept only as a key. */
  retain(uid: string, clientId: string, now: Date, expiresAt: Date): Promise<number>;
  /** Removes the records (and their versions) whose retention ended; how many went. */
  removeExpired(now: Date, limit: number): Promise<number>;
}

export function createSessionRecordsRepository(db: Firestore): SessionRecordsRepository {
  const col = (uid: string) => ownCollection(db, uid, 'sessionRecords');
  // Versions sit in a flat collection beside the records ({appointmentId}_{n}): account
  // deletion walks users/{uid}'s collections by name, and the local server lists no nested ones.
  const versionsCol = (uid: string) => ownCollection(db, uid, 'sessionRecordVersions');
  const versionRef = (uid: string, appointmentId: string, n: number) =>
    versionsCol(uid).doc(`${appointmentId}_${n}`);
  // expiry/{uid}_{appointmentId}: a retained record's end, found by the sweep across artists
  // with one query (the outboxDue pattern); named by `uid`, so account deletion removes it.
  const expiryRef = (uid: string, appointmentId: string) =>
    db.collection(EXPIRIES).doc(`${uid}_${appointmentId}`);
  const versionOf = (r: StoredSessionRecord): SessionRecordVersion => ({
    version: r.version,
    supplies: r.supplies,
    placement: r.placement,
    cycleId: r.cycleId,
    notes: r.notes,
    recordedAt: r.recordedAt,
  });
  const inChunks = async (uid: string, field: string, values: readonly string[]) => {
    const found: StoredSessionRecord[] = [];
    for (let i = 0; i < values.length; i += IN_LIMIT) {
      const chunk = values.slice(i, i + IN_LIMIT);
      const snap = await col(uid).where(field, 'in', chunk).get();
      found.push(...fromSnapshots<StoredSessionRecord>(snap.docs));
    }
    return found;
  };

  return {
    save(uid, draft, same) {
      return db.runTransaction(async (tx): Promise<SaveOutcome> => {
        const ref = col(uid).doc(draft.appointmentId);
        const current = fromSnapshot<StoredSessionRecord>(await tx.get(ref));
        if (current && same(current)) return { saved: 'same', record: current };
        const version = (current?.version ?? 0) + 1;
        // create(): a version number is written once; a racing correction retries on top of it.
        if (current)
          tx.create(versionRef(uid, draft.appointmentId, current.version), {
            appointmentId: draft.appointmentId,
            ...versionOf(current),
          });
        // A correction after the client was deleted keeps the retention it was given.
        const record = {
          ...draft,
          version,
          expiresAt: current?.expiresAt ?? null,
          clientDeletedAt: current?.clientDeletedAt ?? null,
        };
        tx.set(ref, record);
        return { saved: 'new', record: { ...record, id: ref.id } };
      });
    },
    async get(uid, appointmentId) {
      return fromSnapshot<StoredSessionRecord>(await col(uid).doc(appointmentId).get());
    },
    async versions(uid, appointmentId) {
      const snap = await versionsCol(uid).where('appointmentId', '==', appointmentId).get();
      return fromSnapshots<SessionRecordVersion & { id: string; appointmentId: string }>(snap.docs)
        .map(({ id: _id, appointmentId: _a, ...v }) => v)
        .sort((a, b) => b.version - a.version);
    },
    async withLot(uid, lotKey) {
      const snap = await col(uid).where('lotKeys', 'array-contains', lotKey).get();
      return fromSnapshots<StoredSessionRecord>(snap.docs);
    },
    withCycles: (uid, cycleIds) => inChunks(uid, 'cycleId', cycleIds),
    async latest(uid) {
      const snap = await col(uid).orderBy('recordedAt', 'desc').limit(1).get();
      return fromSnapshots<StoredSessionRecord>(snap.docs)[0] ?? null;
    },
    async ofClient(uid, clientId) {
      const snap = await col(uid).where('clientId', '==', clientId).get();
      return fromSnapshots<StoredSessionRecord>(snap.docs);
    },
    async between(uid, from, until) {
      const snap = await col(uid)
        .where('sessionAt', '>=', Timestamp.fromDate(from))
        .where('sessionAt', '<', Timestamp.fromDate(until))
        .orderBy('sessionAt')
        .get();
      return fromSnapshots<StoredSessionRecord>(snap.docs);
    },
    async ofAppointments(uid, ids) {
      if (ids.length === 0) return [];
      const snaps = await db.getAll(...ids.map((id) => col(uid).doc(id)));
      return fromSnapshots<StoredSessionRecord>(snaps);
    },
    async retain(uid, clientId, now, expiresAt) {
      const snap = await col(uid).where('clientId', '==', clientId).get();
      const batch = db.batch();
      for (const doc of snap.docs) {
        batch.update(doc.ref, { clientDeletedAt: now, expiresAt });
        batch.set(expiryRef(uid, doc.id), { uid, appointmentId: doc.id, expiresAt });
      }
      if (!snap.empty) await batch.commit();
      return snap.size;
    },
    async removeExpired(now, limit) {
      const due = await db
        .collection(EXPIRIES)
        .where('expiresAt', '<=', Timestamp.fromDate(now))
        .limit(limit)
        .get();
      for (const row of due.docs) {
        const { uid, appointmentId } = row.data() as { uid: string; appointmentId: string };
        const versions = await versionsCol(uid).where('appointmentId', '==', appointmentId).get();
        const batch = db.batch();
        for (const v of versions.docs) batch.delete(v.ref);
        batch.delete(col(uid).doc(appointmentId));
        batch.delete(row.ref);
        await batch.commit();
      }
      return due.size;
    },
  };
}
