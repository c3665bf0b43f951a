import { ERRORS, type ErrorCode } from '@inkforge/domain';

/** An error a user can hit: the code picks the status; the message defaults to the domain's. */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message ?? ERRORS[code].message);
    this.name = 'AppError';
    this.status = ERRORS[code].status;
  }
}
