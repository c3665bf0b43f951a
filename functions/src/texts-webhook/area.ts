import type { Router } from 'express';
import type { RouteGuards } from '../http/mount-routes';
import type { Logger } from '../logger';
import type { TextWebhookDeps, TextWebhookHooks } from './deps';
import { textWebhookRoutes } from './routes';

const nothing = async () => {};

/** Twilio's inbound-text and status webhooks (issue 44), wired for the app. */
export function textWebhookArea(
  deps: Pick<TextWebhookDeps, 'texts' | 'appOrigin' | 'clock'> &
    TextWebhookHooks & { logger: Logger },
  guards: RouteGuards,
): Router {
  return textWebhookRoutes(
    {
      texts: deps.texts,
      appOrigin: deps.appOrigin,
      clock: deps.clock,
      logger: deps.logger,
      // Not wired yet (replies and delivery are other areas'): verified and acknowledged.
      onInboundText: deps.onInboundText ?? nothing,
      onTextStatus: deps.onTextStatus ?? nothing,
    },
    guards,
  );
}
