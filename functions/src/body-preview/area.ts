import type { Router } from 'express';
import type { ChatModel } from '../adapters/chat-model';
import type { Firestore } from '../adapters/firebase/firebase';
import type { JobQueue } from '../adapters/firebase/job-queue';
import type { ConsentsService } from '../consents';
import type { RouteGuards } from '../http/mount-routes';
import { createEditJobDeps } from '../jobs/deps';
import { namedArtistGuardOf } from '../named-artists';
import type { ToolHandles } from '../paid-tools/deps';
import { bodyPreviewRoutes } from './routes';

/** The AI body preview: an edit job, after the photo's responsibility declaration. */
export function bodyPreviewArea(
  deps: ToolHandles & {
    db: Firestore;
    jobQueue: JobQueue;
    consents: ConsentsService;
    chatModel: ChatModel | null;
  },
  guards: RouteGuards,
): Router {
  return bodyPreviewRoutes(
    {
      ...createEditJobDeps(deps),
      consents: deps.consents,
      namedArtistGuard: namedArtistGuardOf(deps.chatModel),
    },
    guards,
  );
}
