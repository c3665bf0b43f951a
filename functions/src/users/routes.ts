import { consentRequestSchema } from '@inkforge/domain';
import { Router, type RequestHandler } from 'express';
import { authOf } from '../http/auth-context';
import { parseBody } from '../http/parse-body';
import type { UsersService } from './users.service';

export function usersRoutes(users: UsersService, requireAuth: RequestHandler): Router {
  const router = Router();

  router.post('/user/consent', requireAuth, async (req, res) => {
    const input = parseBody(consentRequestSchema, req.body);
    const user = await users.recordConsent(authOf(res), input);
    res.json({ user });
  });

  return router;
}
