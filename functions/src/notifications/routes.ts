import { markNotificationsReadSchema } from '@inkforge/domain';
import { Router, type RequestHandler } from 'express';
import { authOf } from '../http/auth-context';
import { parseBody } from '../http/parse-body';
import type { NotificationsDeps } from './deps';
import { listNotifications } from './list-notifications';

/** Beyond the spec: the header bell's list and its read marks. */
export function notificationRoutes(deps: NotificationsDeps, requireAuth: RequestHandler): Router {
  const router = Router();
  router.get('/notifications', requireAuth, async (_req, res) => {
    res.json(await listNotifications(deps, authOf(res).uid));
  });
  router.post('/notifications/read', requireAuth, async (req, res) => {
    const { ids } = parseBody(markNotificationsReadSchema, req.body);
    res.json({ marked: await deps.notifications.markRead(authOf(res).uid, ids) });
  });
  return router;
}
