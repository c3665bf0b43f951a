import {
  approvalChangesSchema,
  approvalRequestSchema,
  approvalSubmissionSchema,
} from '@inkforge/domain';
import { Router, type RequestHandler } from 'express';
import { authOf } from '../http/auth-context';
import { parseBody } from '../http/parse-body';
import { limit } from '../http/rate-limit';
import { askApprovalChanges } from './ask-approval-changes';
import { getApproval } from './get-approval';
import { giveApproval } from './give-approval';
import { openApproval } from './open-approval';
import type { ClientsDeps } from './deps';
import { requestApproval } from './request-approval';

/**
 * Beyond the spec (issue 16): design approval of a project. The artist's calls need the ID
 * token; /approve/{token} is the client's, public by design (rate-limited per address).
 */
export function approvalRoutes(deps: ClientsDeps, requireAuth: RequestHandler): Router {
  const router = Router();
  router.use('/client-projects', requireAuth);
  const uid = (res: Parameters<typeof authOf>[0]) => authOf(res).uid;

  router.post('/client-projects/:id/approval', async (req, res) => {
    const items = parseBody(approvalRequestSchema, req.body);
    res.status(201).json(await requestApproval(deps, uid(res), req.params.id, items));
  });
  router.get('/client-projects/:id/approval', async (req, res) => {
    res.json(await getApproval(deps, uid(res), req.params.id));
  });

  const publicForm = limit('publicForm', 'address');
  router.get('/approve/:token', publicForm, async (req, res) => {
    res.set('Cache-Control', 'no-store').json(await openApproval(deps, req.params.token));
  });
  router.post('/approve/:token', publicForm, async (req, res) => {
    const { name } = parseBody(approvalSubmissionSchema, req.body);
    res.status(201).json(await giveApproval(deps, req.params.token, name));
  });
  router.post('/approve/:token/changes', publicForm, async (req, res) => {
    const changes = parseBody(approvalChangesSchema, req.body);
    res.status(201).json(await askApprovalChanges(deps, req.params.token, changes));
  });
  return router;
}
