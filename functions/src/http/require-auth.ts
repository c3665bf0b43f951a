import type { Request, RequestHandler, Response } from 'express';
import type { Accounts } from '../adapters/firebase/accounts';
import { AppError } from '../app-error';
import type { AuthContext } from './auth-context';

function bearerToken(req: Request): string | undefined {
  const header = req.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

/**
 * The caller of this request from its verified ID token, verified once per request (the rate
 * limiter and the route share it). `x-firebase-uid` and any uid in a body are never read.
 */
async function authenticate(accounts: Accounts, req: Request, res: Response): Promise<AuthContext> {
  if (res.locals.auth) return res.locals.auth;
  const token = bearerToken(req);
  if (!token) throw new AppError('UNAUTHENTICATED');
  res.locals.auth = await accounts.verify(token);
  return res.locals.auth;
}

export function requireAuth(accounts: Accounts): RequestHandler {
  return async (req, res, next) => {
    await authenticate(accounts, req, res);
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
