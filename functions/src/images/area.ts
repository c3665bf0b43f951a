import type { Router } from 'express';
import type { ChatModel } from '../adapters/chat-model';
import type { Firestore } from '../adapters/firebase/firebase';
import type { JobQueue } from '../adapters/firebase/job-queue';
import type { RouteGuards } from '../http/mount-routes';
import { createEditJobDeps } from '../jobs/deps';
import { namedArtistGuardOf } from '../named-artists';
import type { ToolHandles } from '../paid-tools/deps';
import { imageToolRoutes } from './routes';

/** Remove background, upscale, downloads, photo editor uploads and Modify Design. */
export function imagesArea(
  deps: ToolHandles & { db: Firestore; jobQueue: JobQueue; chatModel: ChatModel | null },
  guards: RouteGuards,
): Router {
  return imageToolRoutes(
    { ...createEditJobDeps(deps), namedArtistGuard: namedArtistGuardOf(deps.chatModel) },
    guards,
  );
}
