import { answer, route } from '../api/route';
import {
  alertSettingsSchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
  type ApiAlertSettings,
} from './alert-settings';

/** Issue 44, Deliver 8: the artist's alerts by e-mail or web push, and this browser's push. */
export const artistAlertRoutes = {
  getAlertSettings: route({
    method: 'GET',
    path: '/api/settings/alerts',
    access: 'artist',
    cache: 'no-store',
    answer: answer<ApiAlertSettings>(),
  }),
  saveAlertSettings: route({
    method: 'PUT',
    path: '/api/settings/alerts',
    access: 'artist',
    body: alertSettingsSchema,
    answer: answer<ApiAlertSettings>(),
  }),
  subscribePush: route({
    method: 'POST',
    path: '/api/push-subscriptions',
    access: 'artist',
    body: pushSubscriptionSchema,
    status: 201,
    answer: answer<{ subscribed: true; pushDevices: number }>(),
  }),
  unsubscribePush: route({
    method: 'DELETE',
    path: '/api/push-subscriptions',
    access: 'artist',
    body: pushUnsubscribeSchema,
    answer: answer<{ unsubscribed: boolean; pushDevices: number }>(),
  }),
};
