import { mailDeliveryRoutes as declared } from '@inkforge/domain';
import type { Router } from 'express';
import { AppError } from '../app-error';
import { mountRoutes, type RouteGuards } from '../http/mount-routes';
import type { MailDeps } from './deps';
import { recordMailEvent } from './record-mail-event';
import { confirmUnsubscribe, showUnsubscribePage } from './unsubscribe-page-routes';

/** Issue 48: the provider's bounce webhook, one-click unsubscribe, the artist's blocked list. */
export function mailDeliveryRoutes(
  deps: MailDeps,
  signingKey: string,
  guards: RouteGuards,
): Router {
  return mountRoutes(
    declared,
    {
      mailEvent: async ({ body }) => recordMailEvent(deps, signingKey, body),
      unsubscribe: async ({ params }) => {
        const stopped = await deps.delivery.unsubscribe(params.token, deps.clock());
        if (!stopped) throw new AppError('UNSUBSCRIBE_LINK_INVALID');
        return { unsubscribed: stopped };
      },
      unsubscribePage: async ({ params, req, res }) =>
        showUnsubscribePage(deps, params.token, req, res),
      unsubscribeConfirm: async ({ params, req, res }) =>
        confirmUnsubscribe(deps, params.token, req, res),
      suppressions: async ({ uid }) => ({ suppressions: await deps.delivery.suppressions(uid) }),
      clearSuppression: async ({ uid, params }) => {
        if (!(await deps.delivery.clearSuppression(uid, params.id)))
          throw new AppError('MAIL_SUPPRESSION_NOT_FOUND');
        return { cleared: true as const };
      },
    },
    guards,
  );
}
