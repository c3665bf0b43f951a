import type { Router } from 'express';
import type { ChatModel } from '../adapters/chat-model';
import type { RouteGuards } from '../http/mount-routes';
import type { Logger } from '../logger';
import type { UsersService } from '../users/users.service';
import { chatRoutes } from './routes';

/** The support chat: the model when one is configured, the knowledge base offline. */
export function chatArea(
  deps: { users: UsersService; chatModel: ChatModel | null; logger: Logger },
  guards: RouteGuards,
): Router {
  return chatRoutes({ users: deps.users, model: deps.chatModel, logger: deps.logger }, guards);
}
