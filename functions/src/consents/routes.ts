import { userConsentRequestSchema, userConsentTypeSchema } from '@inkforge/domain';
import { Router, type RequestHandler } from 'express';
import { AppError } from '../app-error';
import { authOf } from '../http/auth-context';
import { parseBody } from '../http/parse-body';
import type { ConsentsService } from './consents.service';

export function consentsRoutes(consents: ConsentsService, requireAuth: RequestHandler): Router {
  const router = Router();

  // 200 means the user has declared it; 404 means not yet ("ok means consent").
  router.get('/user-consent/:type', requireAuth, async (req, res) => {
    const type = userConsentTypeSchema.safeParse(req.params.type);
    if (!type.success) throw new AppError('NOT_FOUND');
    const consent = await consents.get(authOf(res).uid, type.data);
    if (!consent) throw new AppError('NOT_FOUND', 'No consent has been recorded yet.');
    res.json({ consent });
  });

  router.post('/user-consent', requireAuth, async (req, res) => {
    const input = parseBody(userConsentRequestSchema, req.body);
    const consent = await consents.record(authOf(res).uid, input, {
      ipAddress: req.ip,
      userAgent: req.get('user-agent'),
    });
    res.status(201).json({ consent });
  });

  return router;
}
