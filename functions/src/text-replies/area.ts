import type { Router } from 'express';
import type { Firestore } from '../adapters/firebase/firebase';
import type { RouteGuards } from '../http/mount-routes';
import type { Logger } from '../logger';
import type { SendTextNow, TextRepliesDeps } from './deps';
import { createInboundRepository } from './inbound.repository';
import { onInboundText } from './on-inbound-text';
import { textThreadRoutes } from './routes';
import { createThreadRepository } from './thread.repository';

export function textRepliesDeps(deps: {
  db: Firestore;
  clock: () => Date;
  logger: Logger;
  sendNow: SendTextNow;
}): TextRepliesDeps {
  return {
    inbound: createInboundRepository(deps.db),
    thread: createThreadRepository(deps.db),
    sendNow: deps.sendNow,
    clock: deps.clock,
    logger: deps.logger,
  };
}

/**
 * Everything inbound (issue 44), wired for the app: the thread's routes, and the hook the
 * texts webhook calls with each verified inbound text.
 */
export function textRepliesArea(
  deps: Parameters<typeof textRepliesDeps>[0],
  guards: RouteGuards,
): { routes: Router; onInboundText: ReturnType<typeof onInboundText> } {
  const replies = textRepliesDeps(deps);
  return { routes: textThreadRoutes(replies, guards), onInboundText: onInboundText(replies) };
}
