import { answer, route } from '../api/route';
import { chatRequestSchema, type ChatResponse } from './chat-message';

/** The support chat. */
export const chatRoutes = {
  ask: route({
    method: 'POST',
    path: '/api/app/chatbot',
    access: 'artist',
    body: chatRequestSchema,
    limit: { rule: 'chat', per: 'artist' },
    answer: answer<ChatResponse>(),
  }),
};
