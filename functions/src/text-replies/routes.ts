import { textThreadRoutes as declared } from '@inkforge/domain';
import type { Router } from 'express';
import { mountRoutes, type RouteGuards } from '../http/mount-routes';
import type { TextRepliesDeps } from './deps';
import { getThread } from './get-thread';
import { sendThreadMessage } from './send-thread-message';

/** Issue 44: a client's texts as one thread the artist reads and answers. */
export function textThreadRoutes(deps: TextRepliesDeps, guards: RouteGuards): Router {
  return mountRoutes(
    declared,
    {
      thread: async ({ uid, params }) => getThread(deps, uid, params.id),
      send: async ({ uid, params, body }) => sendThreadMessage(deps, uid, params.id, body.body),
    },
    guards,
  );
}
