import { Router, type RequestHandler } from 'express';
import { authOf } from '../http/auth-context';
import { limit } from '../http/rate-limit';
import type { ProfileDeps } from './deps';
import { updateFormats } from './update-formats';
import { updateProfile } from './update-profile';

export function profileRoutes(deps: ProfileDeps, requireAuth: RequestHandler): Router {
  const router = Router();

  router.patch('/profile', requireAuth, limit('profile', 'artist'), async (req, res) => {
    res.json(await updateProfile(deps, authOf(res), req.body));
  });

  router.put('/profile/formats', requireAuth, limit('profile', 'artist'), async (req, res) => {
    res.json(await updateFormats(deps, authOf(res), req.body));
  });

  return router;
}
