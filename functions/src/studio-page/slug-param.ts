import type { RequestHandler } from 'express';
import { AppError } from '../app-error';
import { slugKey } from './load-studio-page';

/**
 * First on every studio page route: `:slug` becomes the address as the studio keeps it, so the
 * per-page budget counts every spelling as one page; an address no studio can have (too long,
 * odd characters) is the page's one 404 before any lookup or budget is read.
 */
export const studioSlugParam: RequestHandler<{ slug: string }> = (req, _res, next) => {
  const key = slugKey(req.params.slug);
  if (!key) throw new AppError('STUDIO_PAGE_NOT_FOUND');
  req.params.slug = key;
  next();
};
