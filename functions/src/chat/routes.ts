import { chatRoutes as declared } from '@inkforge/domain';
import type { Router } from 'express';
import { authOf } from '../http/auth-context';
import { mountRoutes, type RouteGuards } from '../http/mount-routes';
import { answerChat, type ChatDeps } from './answer-chat';

export function chatRoutes(deps: ChatDeps, guards: RouteGuards): Router {
  return mountRoutes(
    declared,
    { ask: async ({ res, body }) => answerChat(deps, authOf(res), body) },
    guards,
  );
}
