import type { RequestHandler } from 'express';
import { AppError } from '../app-error';

export interface RateLimitOptions {
  windowMs: number;
  max: number;
  now?: () => number;
}

/**
 * A fixed-window counter per client IP and path. It lives in one instance's memory, so it
 * only blunts bursts (password guessing, reset-mail flooding); Identity Toolkit keeps its own
 * per-account lockout behind it.
 */
export function rateLimit({ windowMs, max, now = Date.now }: RateLimitOptions): RequestHandler {
  const hits = new Map<string, { count: number; resetAt: number }>();
  return (req, res, next) => {
    const time = now();
    const key = `${req.ip ?? 'unknown'} ${req.path}`;
    let entry = hits.get(key);
    if (!entry || entry.resetAt <= time) {
      if (hits.size > 10_000) hits.clear();
      entry = { count: 0, resetAt: time + windowMs };
      hits.set(key, entry);
    }
    entry.count += 1;
    if (entry.count > max) {
      res.setHeader('Retry-After', String(Math.ceil((entry.resetAt - time) / 1000)));
      next(new AppError('RATE_LIMITED'));
      return;
    }
    next();
  };
}
