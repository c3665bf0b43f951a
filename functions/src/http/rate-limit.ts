import type { RateLimitName, RateLimitRules } from '@inkforge/domain';
import type { Request, RequestHandler, Response } from 'express';
import { AppError } from '../app-error';
import type { TokenBuckets } from '../rate-limits/token-bucket.repository';
import type { AuthContext } from './auth-context';
import { clientAddress } from './client-address';

/** Whose budget a call spends: the verified artist's, or (before sign-in) the address's. */
type Per = 'artist' | 'address';

/** Every limited call, by method and path under /api. */
export const LIMITED_ROUTES: Readonly<Record<string, { rule: RateLimitName; per: Per }>> = {
  'POST /auth/signup': { rule: 'login', per: 'address' },
  'POST /auth/login': { rule: 'login', per: 'address' },
  'POST /auth/forgot-password': { rule: 'passwordReset', per: 'address' },
  'POST /auth/validate-reset-token': { rule: 'passwordReset', per: 'address' },
  'POST /auth/reset-password': { rule: 'passwordReset', per: 'address' },
  'POST /auth/change-password': { rule: 'changePassword', per: 'artist' },
  'PATCH /profile': { rule: 'profile', per: 'artist' },
  'POST /app/chatbot': { rule: 'chat', per: 'artist' },
  'POST /ai/generate': { rule: 'generation', per: 'artist' },
  'POST /ai/generate-from-file': { rule: 'generation', per: 'artist' },
  'POST /ai/quick-generate': { rule: 'generation', per: 'artist' },
  'POST /stencil/generate': { rule: 'paidTool', per: 'artist' },
  'POST /stencil/upload': { rule: 'paidTool', per: 'artist' },
  'POST /ai/remove-background': { rule: 'paidTool', per: 'artist' },
  'POST /ai/upscale': { rule: 'paidTool', per: 'artist' },
  'POST /modify-image': { rule: 'paidTool', per: 'artist' },
  'POST /ai/body-preview': { rule: 'paidTool', per: 'artist' },
};

/** Limited calls whose path holds a token: method and a pattern of the path under /api. */
export const LIMITED_PATTERNS: readonly {
  method: string;
  path: RegExp;
  rule: RateLimitName;
  per: Per;
  /** A budget per address and per this part of the path (one artist's booking page). */
  within?: (path: string) => string;
}[] = [
  // Guessing a form link costs a budget per address, like guessing a password.
  { method: 'GET', path: /^\/intake\/[^/]+$/, rule: 'publicForm', per: 'address' },
  { method: 'POST', path: /^\/intake\/[^/]+$/, rule: 'publicForm', per: 'address' },
  { method: 'GET', path: /^\/approve\/[^/]+$/, rule: 'publicForm', per: 'address' },
  { method: 'POST', path: /^\/approve\/[^/]+$/, rule: 'publicForm', per: 'address' },
  // An artist's public booking page: reading it, and the requests sent from it.
  { method: 'GET', path: /^\/public\/booking\/[^/]+$/, rule: 'publicForm', per: 'address' },
  {
    method: 'POST',
    path: /^\/public\/booking\/[^/]+\/requests$/,
    rule: 'bookingRequest',
    per: 'address',
    // A flood at one artist's page (or a shared studio Wi-Fi) never closes another's.
    within: (path) => path.split('/')[3] ?? '',
  },
];

export interface RateLimitDeps {
  buckets: TokenBuckets;
  rules: RateLimitRules;
  clock: () => Date;
  /** Verifies the ID token (and keeps the caller for the route): the artist's budget key. */
  authenticate: (req: Request, res: Response) => Promise<AuthContext>;
}

/** Express matches routes case-insensitively and with or without a trailing slash. */
function limitOf(
  req: Request,
): { rule: RateLimitName; per: Per; within?: (path: string) => string } | undefined {
  const path = req.path.toLowerCase().replace(/\/+$/, '');
  return (
    LIMITED_ROUTES[`${req.method} ${path}`] ??
    LIMITED_PATTERNS.find((p) => p.method === req.method && p.path.test(path))
  );
}

/**
 * One middleware in front of every route of /api: a limited call takes a token from its
 * bucket (Firestore, shared by all instances) and is answered 429 RATE_LIMITED with
 * Retry-After when the bucket is empty.
 */
export function rateLimits(deps: RateLimitDeps): RequestHandler {
  return async (req, res, next) => {
    const limited = limitOf(req);
    if (!limited) {
      next();
      return;
    }
    const who =
      limited.per === 'artist'
        ? `uid:${(await deps.authenticate(req, res)).uid}`
        : `ip:${clientAddress(req)}`;
    const path = req.path.toLowerCase().replace(/\/+$/, '');
    const scope = 'within' in limited && limited.within ? ` at:${limited.within(path)}` : '';
    const rule = deps.rules[limited.rule];
    // The rule is part of the key: a changed limit starts fresh buckets.
    const key = `${limited.rule}:${rule.capacity}/${rule.perMinute} ${who}${scope}`;
    const result = await deps.buckets.take(key, rule, deps.clock());
    if (!result.allowed) throw new AppError('RATE_LIMITED').retryAfter(result.retryAfterSeconds);
    next();
  };
}
