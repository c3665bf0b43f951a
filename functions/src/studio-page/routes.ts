import { studioPageRoutes as declared } from '@inkforge/domain';
import { Router, type Request } from 'express';
import { readBookingRequestBody } from '../booking';
import { mountRoutes, type RouteGuards } from '../http/mount-routes';
import { assignStudioRequest } from './assign-studio-request';
import { declineStudioRequest } from './decline-studio-request';
import type { StudioPageDeps } from './deps';
import { listStudioRequests } from './list-studio-requests';
import { loadStudioPage, toApiStudioPage } from './load-studio-page';
import { sendStudioRequest } from './send-studio-request';
import { studioSlugParam } from './slug-param';

/** A studio's page and requests (public), and its shared inbox (members, by role). */
export function studioPageApiRoutes(deps: StudioPageDeps, guards: RouteGuards): Router {
  const router = Router();
  // Before any route's guards, as booking's `:username`: the budget counts the studio's key.
  router.param('slug', (req, res, next) =>
    studioSlugParam(req as Request<{ slug: string }>, res, next),
  );
  return mountRoutes(
    declared,
    {
      page: async ({ params }) => toApiStudioPage(await loadStudioPage(deps, params.slug)),
      request: async ({ params, req }) => {
        const { body, files } = await readBookingRequestBody(req);
        const { requestId } = await sendStudioRequest(deps, params.slug, body, files);
        return { requestId };
      },
      inbox: async ({ uid, params }) => listStudioRequests(deps, uid, params.id),
      assign: async ({ uid, params, body }) =>
        assignStudioRequest(deps, uid, params.id, params.requestId, body.artistUid),
      decline: async ({ uid, params, body }) =>
        declineStudioRequest(deps, uid, params.id, params.requestId, body.message),
    },
    guards,
    router,
  );
}
