import { answer, route } from '../api/route';
import { sendThreadMessageRequestSchema, type ApiTextMessage, type ApiTextThread } from './thread';

/** A client's texts, in and out, as one thread (issue 44). */
export const textThreadRoutes = {
  thread: route({
    method: 'GET',
    path: '/api/clients/:id/messages',
    access: 'artist',
    cache: 'no-store',
    answer: answer<ApiTextThread>(),
  }),
  send: route({
    method: 'POST',
    path: '/api/clients/:id/messages',
    access: 'artist',
    body: sendThreadMessageRequestSchema,
    status: 201,
    answer: answer<ApiTextMessage>(),
  }),
};
