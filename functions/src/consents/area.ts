import type { Router } from 'express';
import type { RouteGuards } from '../http/mount-routes';
import type { ConsentsService } from './consents.service';
import { consentsRoutes } from './routes';

/** The photo responsibility declarations asked before AI work on a person's photo. */
export function consentsArea(deps: { consents: ConsentsService }, guards: RouteGuards): Router {
  return consentsRoutes(deps.consents, guards);
}
