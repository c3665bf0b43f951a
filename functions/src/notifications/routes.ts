import { notificationRoutes as declared } from '@inkforge/domain';
import type { Router } from 'express';
import { mountRoutes, type RouteGuards } from '../http/mount-routes';
import type { NotificationsDeps } from './deps';
import { listNotifications } from './list-notifications';

/** Beyond the spec: the header bell's list and its read marks. */
export function notificationRoutes(deps: NotificationsDeps, guards: RouteGuards): Router {
  return mountRoutes(
    declared,
    {
      list: async ({ uid }) => listNotifications(deps, uid),
      markRead: async ({ uid, body }) => ({
        marked: await deps.notifications.markRead(uid, body.ids),
      }),
    },
    guards,
  );
}
