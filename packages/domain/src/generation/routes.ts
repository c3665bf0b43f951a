import { answer, route } from '../api/route';
import type { JobResponse } from '../images/edit-jobs';
import { userConsentRequestSchema, type UserConsentRecord } from './consent';
import {
  FILE_GENERATION_TYPES,
  TEXT_GENERATION_TYPES,
  type QuickGenerateResult,
} from './generation-types';
import {
  generateFromFileFieldsSchema,
  generateRequestSchema,
  jobListQuerySchema,
  quickGenerateRequestSchema,
  type GenerateResponse,
  type JobListResponse,
  type JobStatus,
  type TattooStyle,
} from './schemas';

/** AI generation and its jobs. Each generation shares the per-artist generation budget. */
export const generationRoutes = {
  styles: route({
    method: 'GET',
    path: '/api/tattoo-styles',
    access: 'artist',
    answer: answer<TattooStyle[]>(),
  }),
  generate: route({
    method: 'POST',
    path: '/api/ai/generate',
    access: 'artist',
    body: generateRequestSchema,
    // 200 with the image when it was drawn at once, 202 with a job to poll otherwise.
    status: 'by-handler',
    limit: { rule: 'generation', per: 'artist' },
    spends: TEXT_GENERATION_TYPES,
    answer: answer<GenerateResponse>(),
  }),
  generateFromFile: route({
    method: 'POST',
    path: '/api/ai/generate-from-file',
    access: 'artist',
    upload: { file: 'file', fields: generateFromFileFieldsSchema },
    status: 202,
    limit: { rule: 'generation', per: 'artist' },
    spends: FILE_GENERATION_TYPES,
    answer: answer<{ jobId: string; status: JobStatus }>(),
  }),
  quickGenerate: route({
    method: 'POST',
    path: '/api/ai/quick-generate',
    access: 'artist',
    body: quickGenerateRequestSchema,
    limit: { rule: 'generation', per: 'artist' },
    spends: ['simple_tattoo'],
    answer: answer<QuickGenerateResult>(),
  }),
  jobs: route({
    method: 'GET',
    path: '/api/ai/jobs',
    access: 'artist',
    query: jobListQuerySchema,
    answer: answer<JobListResponse>(),
  }),
  job: route({
    method: 'GET',
    path: '/api/ai/jobs/:jobId',
    access: 'artist',
    answer: answer<JobResponse>(),
  }),
};

/**
 * The photo responsibility declarations asked before AI work on a person's photo. A 404 on
 * the read means "not declared yet".
 */
export const consentRoutes = {
  get: route({
    method: 'GET',
    path: '/api/user-consent/:type',
    access: 'artist',
    answer: answer<{ consent: UserConsentRecord }>(),
  }),
  record: route({
    method: 'POST',
    path: '/api/user-consent',
    access: 'artist',
    body: userConsentRequestSchema,
    status: 201,
    answer: answer<{ consent: UserConsentRecord }>(),
  }),
};
