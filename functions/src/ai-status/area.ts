import { Router, type RequestHandler } from 'express';
import { authOf } from '../http/auth-context';
import { getAiStatus, type AiStatusDeps } from './get-ai-status';

/** GET /api/admin/ai-status: what the admin dashboard warns about. */
export function aiStatusArea(deps: AiStatusDeps, requireAuth: RequestHandler): Router {
  const router = Router();
  router.get('/admin/ai-status', requireAuth, async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json(await getAiStatus(deps, authOf(res)));
  });
  return router;
}
