import { pageUsernameKey } from '@inkforge/domain';
import type { RequestHandler } from 'express';
import { AppError } from '../app-error';

/**
 * First on every public booking route: `:username` becomes the key the page resolves (trimmed,
 * NFKC, lower case), so the per-page budget after it counts every spelling of one page as that
 * page. A name no page can have is the page's one 404 before any lookup or budget is read.
 */
export const pageName: RequestHandler<{ username: string }> = (req, _res, next) => {
  const key = pageUsernameKey(req.params.username);
  if (!key) throw new AppError('BOOKING_NOT_FOUND');
  req.params.username = key;
  next();
};
