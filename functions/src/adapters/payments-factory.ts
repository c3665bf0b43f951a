import type { ServiceMode } from '../config';
import type { Firestore } from './firebase/firebase';
import type { Payments } from './payments';
import { createUnconfiguredPayments } from './payments-unconfigured';
import { createStripePayments } from './stripe/stripe';
import { createOfflineStripe } from './stripe/stripe-offline';

export interface PaymentsConfig {
  /** live: Stripe with `secretKey`; offline: the twin (local stack only); missing: 503s. */
  mode: ServiceMode;
  secretKey: string;
  webhookSecret: string;
  /** Where the twin posts its signed events: the real webhook, through Hosting. */
  webhookUrl: string;
  /** Where the twin's checkout and portal pages are served. */
  pagesBaseUrl: string;
}

/** Stripe with a key; locally the twin, which delivers each event and waits for the answer. */
export function createPayments(config: PaymentsConfig, db: Firestore): Payments {
  if (config.mode === 'live') return createStripePayments({ secretKey: config.secretKey });
  if (config.mode === 'missing') return createUnconfiguredPayments();
  return createOfflineStripe({
    db,
    webhookSecret: config.webhookSecret,
    pagesBaseUrl: config.pagesBaseUrl,
    deliver: async (payload, signature) => {
      const res = await fetch(config.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body: payload,
      });
      if (!res.ok) throw new Error(`Webhook answered ${res.status}: ${await res.text()}`);
    },
  });
}
