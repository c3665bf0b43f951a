import type { DesignOptions, EditKind, JobStatus, TattooStyle } from '@inkforge/domain';
import { Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { tombstoneRef } from '../users/tombstone.repository';
import { jobEnded, notifyInTransaction } from '../notifications';

/** What every job stores at users/{uid}/jobs/{jobId}. Image paths are object paths, never URLs. */
interface StoredJobBase {
  id: string;
  status: JobStatus;
  prompt: string;
  cost: number;
  sourcePath?: string;
  sourceType?: string;
  imagePath?: string;
  error?: string;
  attempts: number;
  leaseUntil?: Date;
  createdAt: Date;
  updatedAt: Date;
}

/** A design (generation): the jobs without a `kind`, the generation history. */
export interface StoredDesignJob extends StoredJobBase, DesignOptions {
  kind?: undefined;
  /** The offline engine's account of what it drew, kept with the design (issue 35). */
  drawn?: { elements: string[]; notDrawn: string[] };
  /** While it is drawn: the latest partial image the provider streamed. */
  partialPath?: string;
}

/**
 * An AI edit of stored images: `sourcePath` (and for a body preview `overlayPath`, the tattoo)
 * are the job's own copies of its inputs, removed when the job ends.
 */
export interface StoredEditJob extends StoredJobBase {
  kind: EditKind;
  sourcePath: string;
  sourceType: string;
  overlayPath?: string;
  overlayType?: string;
  /** The seed the provider's check saw before charging, so the edit does what it approved. */
  seed?: string;
  /** The AI tools the source had already been through, recorded before this edit's own. */
  sourceAiTools?: string[];
}

export type StoredJob = StoredDesignJob | StoredEditJob;

type Fresh<T> = Omit<T, 'attempts' | 'updatedAt' | 'status'>;
export type NewJob = Fresh<StoredDesignJob> | Fresh<StoredEditJob>;

/** What a job spends its credits on: the ledger's reason for its spend and refund. */
export const jobAction = (job: StoredJob): string => job.kind ?? job.generationType;

/**
 * A queued job that no delivery has picked up for this long has lost its task (Cloud Tasks ran
 * out of attempts, or the task was never kept): the sweep fails and refunds it.
 */
export const QUEUED_JOB_DEADLINE_MS = 30 * 60_000;

/** An open job the sweep found past its deadline. */
export interface OverdueJob {
  uid: string;
  jobId: string;
}

type Claim =
  | { state: 'claimed'; job: StoredJob }
  | { state: 'busy' }
  | { state: 'done'; job: StoredJob }
  | { state: 'missing' }
  /** The account was deleted (account/tombstone.repository.ts): the job is dropped. */
  | { state: 'deleted' };

/** How a completion went: `deleted` when the account's deletion began before it. */
type Completion = 'completed' | 'ended' | 'deleted';

export interface JobsRepository {
  runTransaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  createInTransaction(tx: Transaction, uid: string, job: NewJob): void;
  get(uid: string, jobId: string): Promise<StoredJob | null>;
  /**
   * The generation history: designs only (no edit jobs), newest first; `before` keeps only
   * jobs created earlier (the next page).
   */
  listRecentDesigns(uid: string, limit: number, before?: Date): Promise<StoredDesignJob[]>;
  /** Takes the job for one attempt unless another delivery holds a live lease or it ended. */
  claim(uid: string, jobId: string, now: Date, leaseMs: number): Promise<Claim>;
  /**
   * Moves the lease of the delivery that holds the job (its `attempt`) to `until`; false once
   * the job ended or another delivery took it, so that delivery's heartbeat stops.
   */
  renew(uid: string, jobId: string, attempt: number, until: Date): Promise<boolean>;
  /**
   * Completes once; `ended` if the job had already ended (or is gone), `deleted` if the account
   * is being deleted — then the caller removes what it stored, which the sweep may have missed.
   */
  complete(
    uid: string,
    jobId: string,
    imagePath: string,
    now: Date,
    drawn?: { elements: string[]; notDrawn: string[] },
  ): Promise<Completion>;
  /** Records the latest partial image of a design being drawn (ignored once it has ended). */
  showPartial(uid: string, jobId: string, partialPath: string, now: Date): Promise<void>;
  /** Hands the job back to the queue after a failed attempt that will be retried. */
  release(uid: string, jobId: string, error: string, now: Date): Promise<void>;
  /**
   * Fails once, with `alongside` (the refund) in the same transaction so nobody sees a failed
   * job before its credits are back; false if the job had already ended.
   */
  fail(
    uid: string,
    jobId: string,
    error: string,
    now: Date,
    alongside?: (tx: Transaction) => Promise<unknown>,
  ): Promise<boolean>;
  /** Open jobs whose deadline (queued: last update + 30 min; processing: lease end) passed. */
  listOverdue(now: Date, limit: number): Promise<OverdueJob[]>;
  /**
   * Fails an open job whose deadline has passed, with the sentence `errorOf` gives for it and
   * `alongside` (the refund) in the same transaction; false if it ended or a delivery took it
   * again meanwhile.
   */
  failOverdue(
    job: OverdueJob,
    errorOf: (stored: StoredJob) => string,
    now: Date,
    alongside: (tx: Transaction, stored: StoredJob) => Promise<unknown>,
  ): Promise<boolean>;
  listStyles(): Promise<TattooStyle[]>;
}

type Data = Record<string, unknown>;

function toDate(value: unknown): Date | undefined {
  return value instanceof Timestamp ? value.toDate() : undefined;
}

function fromStored(id: string, data: Data): StoredJob {
  const { leaseUntil, createdAt, updatedAt, ...rest } = data;
  const lease = toDate(leaseUntil);
  return {
    ...rest,
    id,
    ...(lease ? { leaseUntil: lease } : {}),
    createdAt: toDate(createdAt) ?? new Date(0),
    updatedAt: toDate(updatedAt) ?? new Date(0),
  } as StoredJob;
}

const isEnded = (status: JobStatus) => status === 'completed' || status === 'failed';

/**
 * Every open job has a row in `jobDeadlines` (top-level, so one query finds them across
 * artists), written in the same transaction as each change of the job: created with the job,
 * moved to the lease end on claim, deleted when the job ends.
 */
const DEADLINES = 'jobDeadlines';

export function createJobsRepository(db: Firestore): JobsRepository {
  /**
   * The bell hears of a design's end in the transaction that ends it. An edit's screen waits
   * for it and shows how it ended; the bell's words and link are a design's.
   */
  const notifyEnd = (
    tx: Transaction,
    uid: string,
    job: StoredJob,
    outcome: Parameters<typeof jobEnded>[1],
    now: Date,
  ) => {
    if (job.kind) return;
    const { id, notification } = jobEnded(job, outcome);
    notifyInTransaction(db, tx, uid, id, notification, now);
  };
  const jobRef = (uid: string, jobId: string) =>
    db.collection('users').doc(uid).collection('jobs').doc(jobId);
  const deadlineRef = (jobId: string) => db.collection(DEADLINES).doc(jobId);
  const deadline = (uid: string, at: Date) => ({ uid, deadline: Timestamp.fromDate(at) });
  const queuedUntil = (now: Date) => new Date(now.getTime() + QUEUED_JOB_DEADLINE_MS);

  const transition = (
    uid: string,
    jobId: string,
    allowed: (job: StoredJob) => boolean,
    patch: Data,
    nextDeadline: Date | null,
  ): Promise<boolean> =>
    db.runTransaction(async (tx) => {
      const snapshot = await tx.get(jobRef(uid, jobId));
      const data = snapshot.data();
      if (!data || !allowed(fromStored(snapshot.id, data))) return false;
      tx.update(snapshot.ref, patch);
      if (nextDeadline) tx.set(deadlineRef(jobId), deadline(uid, nextDeadline));
      else tx.delete(deadlineRef(jobId));
      return true;
    });

  return {
    runTransaction: (work) => db.runTransaction(work),
    createInTransaction(tx, uid, job) {
      const { id, createdAt, ...rest } = job;
      const stamp = Timestamp.fromDate(createdAt);
      tx.create(jobRef(uid, id), {
        ...rest,
        status: 'queued',
        attempts: 0,
        createdAt: stamp,
        updatedAt: stamp,
      });
      tx.create(deadlineRef(id), deadline(uid, queuedUntil(createdAt)));
    },
    async get(uid, jobId) {
      const snapshot = await jobRef(uid, jobId).get();
      const data = snapshot.data();
      return data ? fromStored(snapshot.id, data) : null;
    },
    async listRecentDesigns(uid, limit, before) {
      const jobs = db.collection('users').doc(uid).collection('jobs');
      const designs: StoredDesignJob[] = [];
      // Edit jobs share the collection (one queue, one sweep) but are no designs: pages are
      // read until `limit` designs are found or the jobs run out. A where() bound, not a
      // cursor: it pages the same on every Firestore we run against.
      let bound = before;
      for (;;) {
        const bounded = bound ? jobs.where('createdAt', '<', Timestamp.fromDate(bound)) : jobs;
        const snapshot = await bounded.orderBy('createdAt', 'desc').limit(limit).get();
        for (const doc of snapshot.docs) {
          const job = fromStored(doc.id, doc.data());
          if (!job.kind) designs.push(job);
          if (designs.length === limit) return designs;
        }
        bound = toDate(snapshot.docs.at(-1)?.get('createdAt'));
        if (snapshot.size < limit || !bound) return designs;
      }
    },
    claim: (uid, jobId, now, leaseMs) =>
      db.runTransaction(async (tx): Promise<Claim> => {
        const [snapshot, tombstone] = await Promise.all([
          tx.get(jobRef(uid, jobId)),
          tx.get(tombstoneRef(db, uid)),
        ]);
        if (tombstone.exists) return { state: 'deleted' };
        const data = snapshot.data();
        if (!data) return { state: 'missing' };
        const job = fromStored(snapshot.id, data);
        if (isEnded(job.status)) return { state: 'done', job };
        if (job.status === 'processing' && job.leaseUntil && job.leaseUntil > now) {
          return { state: 'busy' };
        }
        const leaseUntil = new Date(now.getTime() + leaseMs);
        tx.update(snapshot.ref, {
          status: 'processing',
          attempts: job.attempts + 1,
          leaseUntil: Timestamp.fromDate(leaseUntil),
          updatedAt: Timestamp.fromDate(now),
        });
        tx.set(deadlineRef(jobId), deadline(uid, leaseUntil));
        return {
          state: 'claimed',
          job: { ...job, status: 'processing', attempts: job.attempts + 1, leaseUntil },
        };
      }),
    renew: (uid, jobId, attempt, until) =>
      db.runTransaction(async (tx) => {
        const snapshot = await tx.get(jobRef(uid, jobId));
        const data = snapshot.data();
        const job = data ? fromStored(snapshot.id, data) : null;
        if (job?.status !== 'processing' || job.attempts !== attempt) return false;
        tx.update(snapshot.ref, { leaseUntil: Timestamp.fromDate(until) });
        tx.set(deadlineRef(jobId), deadline(uid, until));
        return true;
      }),
    complete: (uid, jobId, imagePath, now, drawn) =>
      db.runTransaction(async (tx): Promise<Completion> => {
        // The tombstone is read in the same transaction: a deletion that begins after this
        // commit sweeps the stored image; one that began before makes the caller remove it.
        const [snapshot, tombstone] = await Promise.all([
          tx.get(jobRef(uid, jobId)),
          tx.get(tombstoneRef(db, uid)),
        ]);
        if (tombstone.exists) return 'deleted';
        const data = snapshot.data();
        const job = data ? fromStored(snapshot.id, data) : null;
        if (!job || isEnded(job.status)) return 'ended';
        tx.update(snapshot.ref, {
          status: 'completed',
          imagePath,
          ...(drawn ? { drawn } : {}),
          updatedAt: Timestamp.fromDate(now),
        });
        tx.delete(deadlineRef(jobId));
        notifyEnd(tx, uid, job, { completed: true }, now);
        return 'completed';
      }),
    showPartial: (uid, jobId, partialPath, now) =>
      db.runTransaction(async (tx) => {
        const snapshot = await tx.get(jobRef(uid, jobId));
        if (snapshot.get('status') !== 'processing') return;
        tx.update(snapshot.ref, { partialPath, partialAt: Timestamp.fromDate(now) });
      }),
    async release(uid, jobId, error, now) {
      await transition(
        uid,
        jobId,
        (job) => !isEnded(job.status),
        { status: 'queued', error, updatedAt: Timestamp.fromDate(now) },
        queuedUntil(now),
      );
    },
    fail: (uid, jobId, error, now, alongside) =>
      db.runTransaction(async (tx) => {
        const snapshot = await tx.get(jobRef(uid, jobId));
        const data = snapshot.data();
        const job = data ? fromStored(snapshot.id, data) : null;
        if (!job || isEnded(job.status)) return false;
        // The refund reads before anything is written, as Firestore requires.
        await alongside?.(tx);
        tx.update(snapshot.ref, { status: 'failed', error, updatedAt: Timestamp.fromDate(now) });
        tx.delete(deadlineRef(jobId));
        notifyEnd(tx, uid, job, { completed: false, error }, now);
        return true;
      }),
    async listOverdue(now, limit) {
      const snapshot = await db
        .collection(DEADLINES)
        .where('deadline', '<', Timestamp.fromDate(now))
        .orderBy('deadline')
        .limit(limit)
        .get();
      return snapshot.docs.map((doc) => ({ uid: String(doc.get('uid')), jobId: doc.id }));
    },
    failOverdue: ({ uid, jobId }, errorOf, now, alongside) =>
      db.runTransaction(async (tx) => {
        const [due, snapshot] = await Promise.all([
          tx.get(deadlineRef(jobId)),
          tx.get(jobRef(uid, jobId)),
        ]);
        const dueAt = toDate(due.get('deadline'));
        if (!dueAt || dueAt >= now) return false;
        const data = snapshot.data();
        const job = data ? fromStored(snapshot.id, data) : null;
        if (!job || isEnded(job.status)) {
          // Nothing left to finish (account deleted, or ended before deadlines existed).
          tx.delete(due.ref);
          return false;
        }
        await alongside(tx, job);
        const error = errorOf(job);
        tx.update(snapshot.ref, { status: 'failed', error, updatedAt: Timestamp.fromDate(now) });
        tx.delete(due.ref);
        notifyEnd(tx, uid, job, { completed: false, error }, now);
        return true;
      }),
    async listStyles() {
      const snapshot = await db.collection('styles').orderBy('displayName').get();
      return snapshot.docs.map((doc) => {
        const data = doc.data();
        return {
          id: doc.id,
          slug: String(data.slug ?? doc.id),
          displayName: String(data.displayName ?? doc.id),
        };
      });
    },
  };
}
