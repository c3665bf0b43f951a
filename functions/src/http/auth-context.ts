import type { Response } from 'express';
import type { VerifiedCaller } from '../adapters/firebase/accounts';
import { AppError } from '../app-error';

/** Who is calling, taken only from a verified Firebase ID token. */
export type AuthContext = VerifiedCaller;

declare global {
  // Express declares res.locals through this global namespace.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Locals {
      auth?: AuthContext;
    }
  }
}

export function authOf(res: Response): AuthContext {
  const auth = res.locals.auth;
  if (!auth) throw new AppError('UNAUTHENTICATED');
  return auth;
}
