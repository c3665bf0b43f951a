import { chatRequestSchema } from '@inkforge/domain';
import { Router, type RequestHandler } from 'express';
import { authOf } from '../http/auth-context';
import { parseBody } from '../http/parse-body';
import { answerChat, type ChatDeps } from './answer-chat';

export function chatRoutes(deps: ChatDeps, requireAuth: RequestHandler): Router {
  const router = Router();

  // Its budget per artist is taken in front of every route (http/rate-limit.ts).
  router.post('/app/chatbot', requireAuth, async (req, res) => {
    const input = parseBody(chatRequestSchema, req.body);
    res.json(await answerChat(deps, authOf(res), input));
  });

  return router;
}
