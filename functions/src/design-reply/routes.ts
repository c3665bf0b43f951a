import { designReplyRoutes as declared } from '@inkforge/domain';
import type { Router } from 'express';
import { mountRoutes, type RouteGuards } from '../http/mount-routes';
import { answerQuestions } from './answer-questions';
import type { DesignReplyDeps } from './deps';
import { openQuestions } from './open-questions';
import { sendOffer } from './send-offer';
import { sendQuestions } from './send-questions';

/**
 * Issue 46: the artist sends a request's questions and the offer (ID token); the client's
 * reply link /questions/{token} is public by design (rate-limited per address).
 */
export function designReplyRoutes(deps: DesignReplyDeps, guards: RouteGuards): Router {
  return mountRoutes(
    declared,
    {
      sendQuestions: async ({ uid, params, body }) => sendQuestions(deps, uid, params.id, body),
      openQuestions: async ({ params }) => openQuestions(deps, params.token),
      answerQuestions: async ({ params, body }) =>
        answerQuestions(deps, params.token, body.answers),
      sendOffer: async ({ uid, params, body }) => sendOffer(deps, uid, params.id, body),
    },
    guards,
  );
}
