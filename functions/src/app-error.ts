import { ERRORS, type ErrorCode } from '@inkforge/domain';

/** An error a user can hit: the code picks the status; the message defaults to the domain's. */
export class AppError extends Error {
  readonly status: number;
  /** Seconds the client should wait before trying again (sent as `Retry-After`). */
  retryAfterSeconds: number | undefined;

  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message ?? ERRORS[code].message);
    this.name = 'AppError';
    this.status = ERRORS[code].status;
  }

  /** Marks the answer as worth retrying after `seconds` (429, 409 contention, 503). */
  retryAfter(seconds: number): this {
    this.retryAfterSeconds = Math.max(1, Math.ceil(seconds));
    return this;
  }
}
