import { approvalRoutes, clientsRoutes, intakeRoutes } from '../clients/routes';
import { flashRoutes } from '../flash/routes';
import { galleryRoutes } from '../gallery/routes';
import { declarationsOf, type DeclarationsOf } from './route';

/**
 * Every area's declared routes: an area adds its group here once, never a route. The answer
 * map, the web's typed calls, the server's mounting and the contract tests all read this.
 */
export const API_GROUPS = {
  gallery: galleryRoutes,
  flash: flashRoutes,
  clients: clientsRoutes,
  intake: intakeRoutes,
  approval: approvalRoutes,
};

/** Any declared route. */
export type DeclaredRoute = DeclarationsOf<typeof API_GROUPS>;

/** The declared routes, flat, in the order the areas list them. */
export const DECLARED_ROUTES = declarationsOf(API_GROUPS);
