import { errorBody } from '@inkforge/domain';
import express, { type Express, type RequestHandler } from 'express';
import { verifyWebhook, WebhookSignatureError } from '../adapters/stripe/stripe-webhook';
import { errorHandler } from '../http/error-handler';
import type { WebhookDeps } from './deps';
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
 * stale signature is 400 and records nothing; a failure to record is 500 so Stripe retries.
 */
export function createStripeWebhookApp(deps: WebhookDeps & { webhookSecret: string }): Express {
  const app = express();
  app.disable('x-powered-by');
  app.post(['/', '/api/stripe/webhook'], rawBody, async (req, res) => {
    const body: unknown = req.body;
    if (!Buffer.isBuffer(body)) {
      res.status(400).json(errorBody('WEBHOOK_SIGNATURE_INVALID'));
      return;
    }
    let event;
    try {
      event = await verifyWebhook(body, req.get('stripe-signature'), deps.webhookSecret);
    } catch (err) {
      if (!(err instanceof WebhookSignatureError)) throw err;
      deps.logger.warn('billing.webhook.bad_signature', { message: err.message });
      res.status(400).json(errorBody('WEBHOOK_SIGNATURE_INVALID'));
      return;
    }
    try {
      const outcome = await processEvent(deps, event);
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
