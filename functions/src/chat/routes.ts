import { chatRequestSchema } from '@inkforge/domain';
import { Router, type RequestHandler } from 'express';
import { authOf } from '../http/auth-context';
import { parseBody } from '../http/parse-body';
import { limit } from '../http/rate-limit';
import { answerChat, type ChatDeps } from './answer-chat';

export function chatRoutes(deps: ChatDeps, requireAuth: RequestHandler): Router {
  const router = Router();

  router.post('/app/chatbot', requireAuth, limit('chat', 'artist'), async (req, res) => {
    const input = parseBody(chatRequestSchema, req.body);
    res.json(await answerChat(deps, authOf(res), input));
  });

  return router;
}
