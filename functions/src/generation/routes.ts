import {
  FILE_GENERATION_TYPES,
  TEXT_GENERATION_TYPES,
  generateFromFileFieldsSchema,
  generateRequestSchema,
  jobListQuerySchema,
  quickGenerateRequestSchema,
} from '@inkforge/domain';
import { Router, type RequestHandler } from 'express';
import type { ConsentsService } from '../consents/consents.service';
import { authOf } from '../http/auth-context';
import { parseMultipart } from '../http/multipart';
import { parseBody } from '../http/parse-body';
import { limit, spends } from '../http/rate-limit';
import type { GenerationDeps } from './deps';
import { generateDesign } from './generate-design';
import { generateFromFile } from './generate-from-file';
import { getJob } from './get-job';
import { listJobs } from './list-jobs';
import { quickGenerate } from './quick-generate';

export function generationRoutes(
  deps: GenerationDeps,
  consents: ConsentsService,
  requireAuth: RequestHandler,
): Router {
  const router = Router();

  router.get('/tattoo-styles', requireAuth, async (_req, res) => {
    res.json(await deps.jobs.listStyles());
  });

  router.post(
    '/ai/generate',
    requireAuth,
    spends(...TEXT_GENERATION_TYPES),
    limit('generation', 'artist'),
    async (req, res) => {
      const input = parseBody(generateRequestSchema, req.body);
      const { objectPath: _path, ...body } = await generateDesign(deps, authOf(res), input);
      res.status('imageUrl' in body ? 200 : 202).json(body);
    },
  );

  router.post(
    '/ai/generate-from-file',
    requireAuth,
    spends(...FILE_GENERATION_TYPES),
    limit('generation', 'artist'),
    async (req, res) => {
      const caller = authOf(res);
      const { file, fields } = await parseMultipart(req, { fileField: 'file' });
      const input = parseBody(generateFromFileFieldsSchema, fields);
      const answer = await generateFromFile(deps, consents, caller, input, file);
      res.status(202).json({ jobId: answer.jobId, status: answer.status });
    },
  );

  router.post(
    '/ai/quick-generate',
    requireAuth,
    spends('simple_tattoo'),
    limit('generation', 'artist'),
    async (req, res) => {
      parseBody(quickGenerateRequestSchema, req.body);
      res.json(await quickGenerate(deps, authOf(res)));
    },
  );

  router.get('/ai/jobs', requireAuth, async (req, res) => {
    const page = parseBody(jobListQuerySchema, req.query);
    res.json(await listJobs(deps, authOf(res).uid, page));
  });

  router.get('/ai/jobs/:jobId', requireAuth, async (req, res) => {
    res.json(await getJob(deps, authOf(res).uid, String(req.params.jobId)));
  });

  return router;
}
