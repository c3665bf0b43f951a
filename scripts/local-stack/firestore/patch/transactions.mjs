import { randomBytes } from 'node:crypto';
import { abortedError } from './errors.mjs';

// A transaction that has not been touched for this long is treated as abandoned (its client
// died), so its locks can be taken over instead of blocking everybody forever.
const ABANDONED_AFTER_MS = 30_000;

/**
 * Pessimistic concurrency like the real Firestore server: a read-write transaction takes an
 * exclusive lock on every document it reads or writes, held until commit or rollback.
 * Deadlocks are avoided with wound-wait: an older transaction that needs a lock held by a
 * younger one aborts the younger one (its client retries); a younger one waits.
 */
export class TransactionRegistry {
  #seq = 0;
  #transactions = new Map();
  #locks = new Map();

  begin({ readOnly = false } = {}) {
    const id = randomBytes(16);
    const tx = {
      key: id.toString('hex'),
      id,
      seq: ++this.#seq,
      readOnly,
      aborted: false,
      locks: new Set(),
      readVersions: new Map(),
      lastActive: Date.now(),
    };
    this.#transactions.set(tx.key, tx);
    return tx;
  }

  /** The live transaction for request bytes; throws ABORTED when it was wounded or is unknown. */
  get(bytes) {
    const tx = this.#transactions.get(Buffer.from(bytes).toString('hex'));
    if (!tx || tx.aborted) {
      throw abortedError('Transaction is no longer valid (aborted by a conflicting transaction).');
    }
    tx.lastActive = Date.now();
    return tx;
  }

  /** Locks the paths in a stable order (fewer wound cycles); resolves once all are held. */
  async lockAll(tx, paths) {
    for (const path of [...new Set(paths)].sort()) await this.#lock(tx, path);
    if (tx.aborted) throw abortedError('Transaction aborted by a conflicting transaction.');
  }

  #lock(tx, path) {
    if (tx.aborted) return Promise.reject(abortedError('Transaction aborted.'));
    let lock = this.#locks.get(path);
    if (!lock) {
      lock = { owner: null, waiters: [] };
      this.#locks.set(path, lock);
    }
    if (lock.owner === null || lock.owner === tx) {
      lock.owner = tx;
      tx.locks.add(path);
      return Promise.resolve();
    }
    const holder = lock.owner;
    if (tx.seq < holder.seq || Date.now() - holder.lastActive > ABANDONED_AFTER_MS) {
      this.abort(holder);
      return this.#lock(tx, path);
    }
    return new Promise((resolve, reject) => {
      lock.waiters.push({ tx, resolve, reject });
      lock.waiters.sort((a, b) => a.tx.seq - b.tx.seq);
    });
  }

  /** Wounds a transaction: it loses its locks and every later call on it fails ABORTED. */
  abort(tx) {
    tx.aborted = true;
    for (const lock of this.#locks.values()) {
      const mine = lock.waiters.filter((w) => w.tx === tx);
      lock.waiters = lock.waiters.filter((w) => w.tx !== tx);
      for (const w of mine) w.reject(abortedError('Transaction aborted by an older transaction.'));
    }
    this.finish(tx);
  }

  /** Ends a transaction (commit, rollback or abort) and hands its locks to the next waiters. */
  finish(tx) {
    this.#transactions.delete(tx.key);
    for (const path of tx.locks) {
      const lock = this.#locks.get(path);
      if (!lock || lock.owner !== tx) continue;
      const next = lock.waiters.shift();
      if (next) {
        lock.owner = next.tx;
        next.tx.locks.add(path);
        next.resolve();
      } else {
        this.#locks.delete(path);
      }
    }
    tx.locks.clear();
  }

  /** Resolves when no transaction holds any of the paths (plain writes wait, never lock). */
  async waitUntilFree(paths) {
    for (;;) {
      const busy = paths.map((p) => this.#locks.get(p)).find((lock) => lock?.owner);
      if (!busy) return;
      const holder = busy.owner;
      if (Date.now() - holder.lastActive > ABANDONED_AFTER_MS) {
        this.abort(holder);
        continue;
      }
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
  }
}
