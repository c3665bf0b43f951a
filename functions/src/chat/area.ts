import type { RequestHandler, Router } from 'express';
import type { ChatModel } from '../adapters/chat-model';
import type { Logger } from '../logger';
import type { UsersService } from '../users/users.service';
import { chatRoutes } from './routes';

/** The support chat: the model when one is configured, the knowledge base offline. */
export function chatArea(
  deps: { users: UsersService; chatModel: ChatModel | null; logger: Logger },
  requireAuth: RequestHandler,
): Router {
  return chatRoutes({ users: deps.users, model: deps.chatModel, logger: deps.logger }, requireAuth);
}
