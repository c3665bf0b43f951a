import { generationRoutes as declared } from '@inkforge/domain';
import type { Router } from 'express';
import type { ConsentsService } from '../consents';
import { authOf } from '../http/auth-context';
import { mountRoutes, type RouteGuards } from '../http/mount-routes';
import type { GenerationDeps } from './deps';
import { generateDesign } from './generate-design';
import { generateFromFile } from './generate-from-file';
import { getJob } from './get-job';
import { listJobs } from './list-jobs';
import { quickGenerate } from './quick-generate';

export function generationRoutes(
  deps: GenerationDeps,
  consents: ConsentsService,
  guards: RouteGuards,
): Router {
  return mountRoutes(
    declared,
    {
      styles: async () => deps.jobs.listStyles(),
      generate: async ({ res, body }) => {
        const { objectPath: _path, ...answer } = await generateDesign(deps, authOf(res), body);
        res.status('imageUrl' in answer ? 200 : 202);
        return answer;
      },
      generateFromFile: async ({ res, upload }) => {
        const caller = authOf(res);
        const answer = await generateFromFile(deps, consents, caller, upload.fields, upload.file);
        return { jobId: answer.jobId, status: answer.status };
      },
      // The body only names the kind ('simple'): parsed, then nothing more is read from it.
      quickGenerate: async ({ res }) => quickGenerate(deps, authOf(res)),
      jobs: async ({ uid, query }) => listJobs(deps, uid, query),
      job: async ({ uid, params }) => getJob(deps, uid, params.jobId),
    },
    guards,
  );
}
