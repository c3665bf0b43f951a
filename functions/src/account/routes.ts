import { deleteAccountRequestSchema } from '@inkforge/domain';
import { Router, type RequestHandler } from 'express';
import { authOf } from '../http/auth-context';
import { parseBody } from '../http/parse-body';
import { deleteAccount, type AccountDeps } from './delete-account';

export function accountRoutes(deps: AccountDeps, requireAuth: RequestHandler): Router {
  const router = Router();

  router.delete('/account', requireAuth, async (req, res) => {
    parseBody(deleteAccountRequestSchema, req.body);
    res.json(await deleteAccount(deps, authOf(res)));
  });

  return router;
}
