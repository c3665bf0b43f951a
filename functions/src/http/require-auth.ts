import type { Request, RequestHandler } from 'express';
import type { Accounts } from '../adapters/accounts';
import { AppError } from '../app-error';

function bearerToken(req: Request): string | undefined {
  const header = req.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

/**
 * The uid comes from the verified token only; `x-firebase-uid` and any uid in a body are
 * never read.
 */
export function requireAuth(accounts: Accounts): RequestHandler {
  return async (req, res, next) => {
    const token = bearerToken(req);
    if (!token) throw new AppError('UNAUTHENTICATED');
    res.locals.auth = await accounts.verify(token);
    next();
  };
}

/** For calls that also work signed out (logout): a missing or dead token is not an error. */
export function optionalAuth(accounts: Accounts): RequestHandler {
  return async (req, res, next) => {
    const token = bearerToken(req);
    if (token) {
      try {
        res.locals.auth = await accounts.verify(token);
      } catch (err) {
        if (!(err instanceof AppError && err.code === 'TOKEN_INVALID')) throw err;
      }
    }
    next();
  };
}
