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
  // Middleware, not a route of its own: the route table lists each path once.
  for (const { path } of Object.values(declared))
    router.use(path.slice('/api'.length), (req, res, next) =>
      req.method === 'POST' ? readTwilioForm(req, res, next) : next(),
    );
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
