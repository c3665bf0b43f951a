import type { ErrorCode } from '@inkforge/domain';

/**
 * A non-OK API answer. Its message follows the spec: "<status>: <body or status text>",
 * so logs and old call sites read the same; `body` keeps the parsed JSON for screens that need it.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  /** Seconds the server asked us to wait (429, 409 contention, 503), when it said. */
  readonly retryAfterSeconds: number | undefined;

  constructor(status: number, text: string, body: unknown, retryAfterSeconds?: number) {
    super(`${status}: ${text}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/**
 * A job the server accepted that then ended without its result (failed, or not seen to finish):
 * `message` is the sentence to show, `code` the job's error code when it had one.
 */
export class JobFailedError extends Error {
  readonly code: ErrorCode | undefined;

  constructor(message: string, code?: ErrorCode) {
    super(message);
    this.name = 'JobFailedError';
    this.code = code;
  }
}

/** Codes that mean "too much at once, wait": the sentence says for how long. */
const WAIT_CODES = new Set(['RATE_LIMITED', 'DATA_CONTENDED', 'DATA_UNAVAILABLE']);

function waitSentence(error: ApiError): string {
  const seconds = error.retryAfterSeconds;
  const when =
    seconds === undefined
      ? 'in a moment'
      : seconds < 60
        ? `in ${seconds} second${seconds === 1 ? '' : 's'}`
        : `in about ${Math.ceil(seconds / 60)} minute${seconds <= 60 ? '' : 's'}`;
  return apiErrorCode(error) === 'RATE_LIMITED'
    ? `You're going a little fast. Please try again ${when}.`
    : `The studio is busy right now. Please try again ${when}.`;
}

function messageOfBody(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'message' in body) {
    const message = (body as { message: unknown }).message;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return undefined;
}

/** The sentence a person should read for a failed call: the server's `message`, else a fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && WAIT_CODES.has(apiErrorCode(error) ?? '')) {
    return waitSentence(error);
  }
  if (error instanceof ApiError) return messageOfBody(error.body) ?? fallback;
  if (error instanceof JobFailedError) return error.message || fallback;
  return fallback;
}

/** True when the request never got an answer (offline, DNS, CORS): fetch rejects with a TypeError. */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError;
}

/**
 * The server's error code (`{error: CODE}`), one of the domain's: screens decide by it, never by
 * the status or the wording. (Typed, not looked up: the code list stays out of every screen's
 * script, and the server only sends the domain's codes.)
 */
export function apiErrorCode(error: unknown): ErrorCode | undefined {
  if (error instanceof JobFailedError) return error.code;
  if (!(error instanceof ApiError)) return undefined;
  const body = error.body;
  if (body && typeof body === 'object' && 'error' in body) {
    const code = (body as { error: unknown }).error;
    if (typeof code === 'string') return code as ErrorCode;
  }
  return undefined;
}

/** The string `fields` a failed call carries beside its code (e.g. what an overlap is with). */
export function errorFields(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !error.body || typeof error.body !== 'object') return {};
  const fields = (error.body as { fields?: unknown }).fields;
  if (!fields || typeof fields !== 'object') return {};
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}
