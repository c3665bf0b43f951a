import { artistAlertRoutes as declared, type ApiAlertSettings } from '@inkforge/domain';
import type { Router } from 'express';
import { AppError } from '../app-error';
import { mountRoutes, type RouteGuards } from '../http/mount-routes';
import type { AlertDeps } from './deps';

/** Settings → Alerts and this browser's push subscription. */
export function artistAlertRoutes(deps: AlertDeps, guards: RouteGuards): Router {
  const view = async (uid: string): Promise<ApiAlertSettings> => ({
    ...(await deps.alerts.settings(uid)),
    pushKey: deps.push.configured ? deps.push.publicKey : null,
    pushDevices: (await deps.alerts.subscriptions(uid)).length,
  });
  return mountRoutes(
    declared,
    {
      getAlertSettings: async ({ uid }) => view(uid),
      saveAlertSettings: async ({ uid, body }) => {
        const wantsPush = Object.values(body.kinds).some((k) => k.push);
        if (wantsPush && !deps.push.configured) throw new AppError('PUSH_NOT_CONFIGURED');
        await deps.alerts.saveSettings(uid, body);
        return view(uid);
      },
      subscribePush: async ({ uid, body }) => {
        if (!deps.push.configured) throw new AppError('PUSH_NOT_CONFIGURED');
        if (!deps.push.accepts(body.endpoint)) throw new AppError('PUSH_SUBSCRIPTION_INVALID');
        const pushDevices = await deps.alerts.subscribe(uid, body, deps.clock());
        return { subscribed: true as const, pushDevices };
      },
      unsubscribePush: async ({ uid, body }) => {
        const { removed, left } = await deps.alerts.unsubscribe(uid, body.endpoint);
        return { unsubscribed: removed, pushDevices: left };
      },
    },
    guards,
  );
}
