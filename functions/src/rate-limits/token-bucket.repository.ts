import { createHash } from 'node:crypto';
import type { RateLimitRule } from '@inkforge/domain';
import { Timestamp } from 'firebase-admin/firestore';
import type { Firestore } from '../adapters/firebase/firebase';

/** What one attempt to take a token answered: go ahead, or wait this long. */
type TakeResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface TokenBuckets {
  take(key: string, rule: RateLimitRule, now: Date): Promise<TakeResult>;
}

interface BucketDoc {
  tokens: number;
  refilledAtMs: number;
  /** Firestore's TTL policy on this field removes buckets nobody has touched for a day. */
  expiresAt: Timestamp;
}

const IDLE_EXPIRY_MS = 24 * 60 * 60 * 1000;

/** The field the TTL policy in firestore.indexes.json deletes idle buckets by. */
export const BUCKET_TTL_FIELD = 'expiresAt' satisfies keyof BucketDoc;

/**
 * Token buckets in Firestore (`rateLimits/{hash of key}`): every instance of the api function
 * reads and takes from the same bucket in one transaction, so a limit holds across instances
 * and restarts. The key is hashed so an address or uid never becomes a readable document id.
 */
export function createTokenBuckets(db: Firestore): TokenBuckets {
  return {
    async take(key, rule, now) {
      const ref = db
        .collection('rateLimits')
        .doc(createHash('sha256').update(key).digest('hex').slice(0, 40));
      const perMs = rule.perMinute / 60_000;
      return db.runTransaction(async (tx) => {
        const snap = await tx.get(ref);
        const stored = snap.exists ? (snap.data() as BucketDoc) : undefined;
        const elapsed = stored ? Math.max(0, now.getTime() - stored.refilledAtMs) : 0;
        const tokens = Math.min(rule.capacity, (stored?.tokens ?? rule.capacity) + elapsed * perMs);
        if (tokens < 1) {
          return { allowed: false, retryAfterSeconds: Math.ceil((1 - tokens) / perMs / 1000) };
        }
        const next: BucketDoc = {
          tokens: tokens - 1,
          refilledAtMs: now.getTime(),
          expiresAt: Timestamp.fromMillis(now.getTime() + IDLE_EXPIRY_MS),
        };
        tx.set(ref, next);
        return { allowed: true };
      });
    },
  };
}
