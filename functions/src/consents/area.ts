import type { RequestHandler, Router } from 'express';
import type { ConsentsService } from './consents.service';
import { consentsRoutes } from './routes';

/** The photo responsibility declarations asked before AI work on a person's photo. */
export function consentsArea(
  deps: { consents: ConsentsService },
  requireAuth: RequestHandler,
): Router {
  return consentsRoutes(deps.consents, requireAuth);
}
