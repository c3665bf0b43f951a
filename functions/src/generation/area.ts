import { randomUUID } from 'node:crypto';
import { Router, type RequestHandler } from 'express';
import type { AppDeps } from '../app';
import { consentsRoutes } from '../consents/routes';
import { createConsentsRepository } from '../consents/repository';
import { createConsentsService } from '../consents/service';
import { createRunJobDeps } from '../jobs/deps';
import type { UsersService } from '../users/service';
import type { GenerationDeps } from './deps';
import { generationRoutes } from './routes';

/** Everything the generation area and the runJob task need, from the app's dependencies. */
export function generationDeps(
  deps: Pick<AppDeps, 'db' | 'objects' | 'ai' | 'jobQueue' | 'clock' | 'logger'>,
  users: UsersService,
): GenerationDeps {
  return { ...createRunJobDeps(deps), queue: deps.jobQueue, users, newId: randomUUID };
}

/** AI generation, jobs and consents (issue 4). */
export function generationArea(deps: AppDeps, users: UsersService, requireAuth: RequestHandler) {
  const consents = createConsentsService(createConsentsRepository(deps.db), deps.clock);
  const router = Router();
  router.use(generationRoutes(generationDeps(deps, users), consents, requireAuth));
  router.use(consentsRoutes(consents, requireAuth));
  return router;
}
