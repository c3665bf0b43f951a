import { errorBody } from '@inkforge/domain';
import express, { type Express, type RequestHandler } from 'express';
import { toConnectEvent } from '../adapters/stripe/stripe-connect-events';
import { checkStripeEvent } from '../adapters/stripe/stripe-event-shape';
import { toBillingEvent } from '../adapters/stripe/stripe-events';
import { verifyStripeEvent, WebhookSignatureError } from '../adapters/stripe/stripe-webhook';
import { errorHandler } from '../http/error-handler';
import type { WebhookDeps } from './deps';
import { processConnectEvent } from './process-connect-event';
import { processEvent } from './process-event';

/** Cloud Functions keeps the exact bytes in req.rawBody; elsewhere express.raw reads them. */
const rawBody: RequestHandler = (req, res, next) => {
  const kept = (req as { rawBody?: unknown }).rawBody;
  if (Buffer.isBuffer(kept)) {
    req.body = kept;
    next();
    return;
  }
  express.raw({ type: () => true, limit: '1mb' })(req, res, next);
};

/**
 * The `stripeWebhook` function: signature check over the raw body, then processEvent. A bad or
 * stale signature, or a signed event without the fields its kind needs, is 400 and records
 * nothing; only a failure to record is 500, so Stripe retries what a retry can fix.
 * Two Stripe endpoints post here: the platform's (billing) and the Connect one (artists'
 * accounts, signed with its own secret); an event carrying `account` is a deposit's.
 */
export function createStripeWebhookApp(
  deps: WebhookDeps & { webhookSecret: string; connectWebhookSecret?: string },
): Express {
  const secrets = [
    deps.webhookSecret,
    ...(deps.connectWebhookSecret ? [deps.connectWebhookSecret] : []),
  ];
  const app = express();
  app.disable('x-powered-by');
  app.post(['/', '/api/stripe/webhook'], rawBody, async (req, res) => {
    const body: unknown = req.body;
    if (!Buffer.isBuffer(body)) {
      res.status(400).json(errorBody('WEBHOOK_SIGNATURE_INVALID'));
      return;
    }
    let verified;
    try {
      verified = await verifyStripeEvent(body, req.get('stripe-signature'), secrets);
    } catch (err) {
      if (!(err instanceof WebhookSignatureError)) throw err;
      deps.logger.warn('billing.webhook.bad_signature', { message: err.message });
      res.status(400).json(errorBody('WEBHOOK_SIGNATURE_INVALID'));
      return;
    }
    // Signed but unreadable: no retry will make it readable, so Stripe is told to stop.
    const checked = checkStripeEvent(verified);
    if (!checked.ok) {
      const { id, type, problem } = checked;
      deps.logger.warn('billing.webhook.malformed', { id, type, problem });
      res.status(400).json(errorBody('WEBHOOK_EVENT_MALFORMED'));
      return;
    }
    const { event } = checked;
    try {
      const connect = toConnectEvent(event);
      const outcome = connect
        ? await processConnectEvent(deps, connect)
        : await processEvent(deps, toBillingEvent(event));
      res.json({ received: true, outcome });
    } catch (err) {
      deps.logger.error('billing.webhook.failed', {
        id: event.id,
        error: err instanceof Error ? err.stack : String(err),
      });
      res.status(500).json(errorBody('INTERNAL'));
    }
  });
  app.use((_req, res) => {
    res.status(404).json(errorBody('NOT_FOUND'));
  });
  // A body over the raw limit is refused in JSON words, not express's HTML page.
  app.use(errorHandler(deps.logger));
  return app;
}
