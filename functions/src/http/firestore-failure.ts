import { AppError } from '../app-error';

/** gRPC status codes the Firestore SDK reports on `err.code` once its own retries are spent. */
const ABORTED = 10;
const DEADLINE_EXCEEDED = 4;
const RESOURCE_EXHAUSTED = 8;
const UNAVAILABLE = 14;

/** Contention clears in about a second; an overloaded or unreachable database takes longer. */
const CONTENDED_RETRY_AFTER_SECONDS = 1;
const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

function grpcCodeOf(err: unknown): number | undefined {
  if (typeof err !== 'object' || err === null) return undefined;
  const code = (err as { code?: unknown }).code;
  // Only gRPC errors carry a numeric code together with `details` or `metadata`.
  if (typeof code !== 'number') return undefined;
  return 'details' in err || 'metadata' in err ? code : undefined;
}

/**
 * A Firestore failure that is the database's state, not a bug: contention (the SDK already
 * retried the transaction five times) answers 409, an unavailable or overloaded database 503,
 * both with Retry-After. Anything else is not ours to translate.
 */
export function firestoreFailure(err: unknown): AppError | undefined {
  const code = grpcCodeOf(err);
  if (code === ABORTED) {
    return new AppError('DATA_CONTENDED').retryAfter(CONTENDED_RETRY_AFTER_SECONDS);
  }
  if (code === UNAVAILABLE || code === DEADLINE_EXCEEDED || code === RESOURCE_EXHAUSTED) {
    return new AppError('DATA_UNAVAILABLE').retryAfter(UNAVAILABLE_RETRY_AFTER_SECONDS);
  }
  return undefined;
}
