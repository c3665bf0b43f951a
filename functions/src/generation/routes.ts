import {
  ERRORS,
  FILE_GENERATION_TYPES,
  generateFromFileFieldsSchema,
  generateRequestSchema,
  jobListQuerySchema,
  type JobListResponse,
  quickGenerateRequestSchema,
} from '@inkforge/domain';
import { Router, type RequestHandler } from 'express';
import { AppError } from '../app-error';
import { authOf } from '../http/auth-context';
import { parseMultipart } from '../http/multipart';
import { parseBody } from '../http/parse-body';
import { validateUpload } from '../images/validate-upload';
import type { ConsentsService } from '../consents/consents.service';
import type { GenerationDeps } from './deps';
import { randomSubject } from './quick-generate';
import { sizeFor } from './size-for';
import { startGeneration } from './start-generation';
import { toApiJob } from './to-api-job';

export function generationRoutes(
  deps: GenerationDeps,
  consents: ConsentsService,
  requireAuth: RequestHandler,
): Router {
  const router = Router();

  router.get('/tattoo-styles', requireAuth, async (_req, res) => {
    res.json(await deps.jobs.listStyles());
  });

  router.post('/ai/generate', requireAuth, async (req, res) => {
    const input = parseBody(generateRequestSchema, req.body);
    const answer = await startGeneration(deps, authOf(res), {
      generationType: input.generationType,
      prompt: input.prompt,
      style: input.style || null,
      colorScheme: input.colorScheme,
      size: sizeFor(input.width, input.height),
      ...(input.generationType === 'ultra_realism'
        ? {
            ultraRealismStyle: input.ultraRealismStyle ?? 'digital-art',
            ...(input.ultraRealismColorEffect
              ? { ultraRealismColorEffect: input.ultraRealismColorEffect }
              : {}),
          }
        : {}),
    });
    const { objectPath: _path, ...body } = answer;
    res.status('imageUrl' in body ? 200 : 202).json(body);
  });

  router.post('/ai/generate-from-file', requireAuth, async (req, res) => {
    const caller = authOf(res);
    const { file, fields } = await parseMultipart(req, { fileField: 'file' });
    const input = parseBody(generateFromFileFieldsSchema, fields);
    const type = input.generationType ?? input.type;
    if (!FILE_GENERATION_TYPES.includes(type)) throw new AppError('VALIDATION_FAILED');
    if (!file) {
      throw new AppError(
        'MISSING_FILE',
        `Please upload a ${type === 'photo' ? 'photo' : 'sketch'} file`,
      );
    }
    const image = await validateUpload(file.data);
    if (type === 'photo' && !(await consents.has(caller.uid, 'photo_generation_responsibility'))) {
      throw new AppError('CONSENT_REQUIRED');
    }
    const answer = await startGeneration(deps, caller, {
      generationType: type,
      prompt: input.prompt,
      style: input.style || null,
      colorScheme: input.colorScheme,
      size: type === 'photo' ? input.size : '1024x1024',
      source: { data: file.data, contentType: image.contentType, extension: image.extension },
    });
    res.status(202).json({ jobId: answer.jobId, status: answer.status });
  });

  router.post('/ai/quick-generate', requireAuth, async (req, res) => {
    parseBody(quickGenerateRequestSchema, req.body);
    const answer = await startGeneration(deps, authOf(res), {
      generationType: 'simple_tattoo',
      prompt: randomSubject(),
      style: 'minimalist',
      colorScheme: 'blackwork',
      size: '1024x1024',
    });
    if (!('imageUrl' in answer)) throw new AppError('GENERATION_FAILED');
    res.json({ imageUrl: answer.imageUrl, s3Key: answer.objectPath, jobId: answer.jobId });
  });

  router.get('/ai/jobs', requireAuth, async (req, res) => {
    const uid = authOf(res).uid;
    const query = parseBody(jobListQuerySchema, req.query);
    const before = query.before ? new Date(query.before) : undefined;
    const jobs = await deps.jobs.listRecent(uid, query.limit, before);
    const last = jobs.at(-1);
    const answer: JobListResponse = {
      jobs: await Promise.all(jobs.map((job) => toApiJob(deps.store, job))),
      nextBefore: jobs.length === query.limit && last ? last.createdAt.toISOString() : null,
    };
    res.json(answer);
  });

  router.get('/ai/jobs/:jobId', requireAuth, async (req, res) => {
    const jobId = String(req.params.jobId);
    const job = await deps.jobs.get(authOf(res).uid, jobId);
    if (!job) throw new AppError('JOB_NOT_FOUND', ERRORS.JOB_NOT_FOUND.message);
    res.json(await toApiJob(deps.store, job));
  });

  return router;
}
