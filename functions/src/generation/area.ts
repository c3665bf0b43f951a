import { randomUUID } from 'node:crypto';
import type { Router } from 'express';
import type { AiProvider } from '../adapters/ai-provider';
import type { ChatModel } from '../adapters/chat-model';
import type { Firestore } from '../adapters/firebase/firebase';
import type { JobQueue } from '../adapters/firebase/job-queue';
import type { ObjectStore } from '../adapters/firebase/storage';
import type { ImageOps } from '../adapters/sharp/image-ops';
import type { ConsentsService } from '../consents';
import type { LedgerService } from '../credits/ledger.service';
import type { RouteGuards } from '../http/mount-routes';
import { createRunJobDeps } from '../jobs/deps';
import type { Logger } from '../logger';
import type { UsersService } from '../users/users.service';
import { namedArtistGuardOf } from '../named-artists';
import { generationRoutes } from './routes';

/** What the generation area needs: its handles, and the services the app builds once. */
export interface GenerationAreaDeps {
  db: Firestore;
  objects: ObjectStore;
  ai: AiProvider;
  imageOps: ImageOps;
  jobQueue: JobQueue;
  clock: () => Date;
  logger: Logger;
  users: UsersService;
  ledger: LedgerService;
  consents: ConsentsService;
  /** With an OpenAI key, the judge of prompts that name an artist; null, the list alone. */
  chatModel: ChatModel | null;
}

/** AI generation and its jobs. */
export function generationArea(deps: GenerationAreaDeps, guards: RouteGuards): Router {
  const generation = {
    ...createRunJobDeps(deps),
    imageOps: deps.imageOps,
    queue: deps.jobQueue,
    users: deps.users,
    newId: randomUUID,
    namedArtistGuard: namedArtistGuardOf(deps.chatModel),
  };
  return generationRoutes(generation, deps.consents, guards);
}
