import { errorBody, type ApiErrorBody } from '@inkforge/domain';
import type { ErrorRequestHandler } from 'express';
import { AppError } from '../app-error';
import type { Logger } from '../logger';
import { firestoreFailure } from './firestore-failure';

interface BodyParserError {
  type: string;
  status: number;
}

function isBodyParserError(err: unknown): err is BodyParserError {
  return (
    typeof err === 'object' &&
    err !== null &&
    typeof (err as { type?: unknown }).type === 'string' &&
    typeof (err as { status?: unknown }).status === 'number'
  );
}

/** Express's own answer to a route parameter that is not valid percent-encoding. */
function isParamDecodeError(err: unknown): boolean {
  return err instanceof URIError && (err as URIError & { status?: unknown }).status === 400;
}

function toAppError(err: unknown): AppError | undefined {
  if (err instanceof AppError) return err;
  if (isParamDecodeError(err)) return new AppError('PATH_INVALID');
  const database = firestoreFailure(err);
  if (database) return database;
  if (!isBodyParserError(err) || err.status >= 500) return undefined;
  if (err.type === 'entity.parse.failed') return new AppError('INVALID_JSON');
  if (err.type === 'entity.too.large') return new AppError('PAYLOAD_TOO_LARGE');
  return new AppError('VALIDATION_FAILED', 'The request body could not be read.');
}

/**
 * Maps every error to `{ error, message }` (with Retry-After when waiting helps); anything
 * unexpected is logged and becomes 500.
 */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err: unknown, req, res, _next) => {
    const appError = toAppError(err);
    if (appError) {
      const body: ApiErrorBody = errorBody(appError.code, appError.message);
      if (appError.fields) body.fields = appError.fields;
      if (appError.status >= 500) {
        logger.warn('api.upstream_error', { path: req.path, code: appError.code });
      }
      if (appError.retryAfterSeconds !== undefined) {
        res.setHeader('Retry-After', String(appError.retryAfterSeconds));
      }
      res.status(appError.status).json(body);
      return;
    }
    logger.error('api.unhandled_error', {
      path: req.path,
      error: err instanceof Error ? err.stack : String(err),
    });
    res.status(500).json(errorBody('INTERNAL'));
  };
}
