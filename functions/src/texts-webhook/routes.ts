import { textWebhookRoutes as declared } from '@inkforge/domain';
import { Router } from 'express';
import { mountRoutes, type RouteGuards } from '../http/mount-routes';
import type { TextWebhookDeps } from './deps';
import { readTwilioForm } from './read-twilio-form';
import { receiveInboundText } from './receive-inbound-text';
import { recordTextStatus } from './record-text-status';
import { verifiedFields } from './verify-twilio-request';

/** Twilio's webhooks: form bodies read for these two paths only, then the signature checked. */
export function textWebhookRoutes(deps: TextWebhookDeps, guards: RouteGuards): Router {
  const router = Router();
  for (const { path } of Object.values(declared))
    router.post(path.slice('/api'.length), readTwilioForm);
  return mountRoutes(
    declared,
    {
      inboundText: async ({ req, res }) => {
        const twiml = await receiveInboundText(deps, verifiedFields(deps, req));
        res.status(200).type('text/xml').send(twiml);
      },
      textStatus: async ({ req, res }) => {
        await recordTextStatus(deps, verifiedFields(deps, req));
        res.status(204).end();
      },
    },
    guards,
    router,
  );
}
