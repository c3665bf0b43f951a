import { answer, route } from '../api/route';
import { markNotificationsReadSchema, type NotificationsResponse } from './notification';

/** The header bell's list and its read marks. */
export const notificationRoutes = {
  list: route({
    method: 'GET',
    path: '/api/notifications',
    access: 'artist',
    answer: answer<NotificationsResponse>(),
  }),
  markRead: route({
    method: 'POST',
    path: '/api/notifications/read',
    access: 'artist',
    body: markNotificationsReadSchema,
    answer: answer<{ marked: number }>(),
  }),
};
