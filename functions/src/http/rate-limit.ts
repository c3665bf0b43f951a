import type { CreditAction, RateLimitName, RateLimitRules } from '@inkforge/domain';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { AppError } from '../app-error';
import type { TokenBuckets } from '../rate-limits/token-bucket.repository';
import { authOf } from './auth-context';
import { clientAddress } from './client-address';

/** Whose budget a call spends: the verified artist's, or (before sign-in) the address's. */
type Per = 'artist' | 'address';

/** A route's budget, as its route declares it (`limit(…)` in the route's handlers). */
export interface RouteLimit {
  rule: RateLimitName;
  per: Per;
  /** A budget per address and per this path parameter (one artist's booking page). */
  within?: string;
}

export interface RateLimitDeps {
  buckets: TokenBuckets;
  rules: RateLimitRules;
  clock: () => Date;
}

declare global {
  // Express declares res.locals through this global namespace.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Locals {
      rateLimits?: RateLimitDeps;
    }
  }
}

/**
 * In front of every route of /api: hands the buckets (Firestore, shared by all instances) to
 * the routes that declare a limit. It limits nothing by itself.
 */
export function rateLimits(deps: RateLimitDeps): RequestHandler {
  return (_req, res, next) => {
    res.locals.rateLimits = deps;
    next();
  };
}

/**
 * A route handler that carries what it declares, so a test can read it off the router. Its
 * parameters are `any` so that it adds nothing to the route's inferred `req.params`.
 */
type Declared<K extends string, V> = ((
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  req: Request<any>,
  res: Response,
  next: NextFunction,
) => void) & { readonly [Key in K]: V };

/**
 * The route's budget: a limited call takes a token from its bucket and is answered 429
 * RATE_LIMITED with Retry-After when the bucket is empty. Per artist it goes after
 * `requireAuth` (the verified uid is the key); per address, first.
 */
export function limit(
  rule: RateLimitName,
  per: Per,
  within?: string,
): Declared<'limit', RouteLimit> {
  const declared: RouteLimit = { rule, per, within };
  const handler: RequestHandler = async (req, res, next) => {
    const deps = res.locals.rateLimits;
    if (!deps) throw new Error(`No rate limiter in front of ${req.method} ${req.path}`);
    const who = per === 'artist' ? `uid:${authOf(res).uid}` : `ip:${clientAddress(req)}`;
    const scope = within ? ` at:${String(req.params[within] ?? '').toLowerCase()}` : '';
    const budget = deps.rules[rule];
    // The rule is part of the key: a changed limit starts fresh buckets.
    const key = `${rule}:${budget.capacity}/${budget.perMinute} ${who}${scope}`;
    const result = await deps.buckets.take(key, budget, deps.clock());
    if (!result.allowed) throw new AppError('RATE_LIMITED').retryAfter(result.retryAfterSeconds);
    next();
  };
  return Object.assign(handler, { limit: declared });
}

/**
 * Declares that the route spends credits on these actions. It does nothing at run time; the
 * route-limits test fails on a route that declares it without a `limit`.
 */
export function spends(...actions: CreditAction[]): Declared<'spends', readonly CreditAction[]> {
  const handler: RequestHandler = (_req, _res, next) => next();
  return Object.assign(handler, { spends: actions });
}
