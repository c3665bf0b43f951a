import type { Firestore } from './firebase';
import type { Payments } from './payments';
import { createStripePayments } from './stripe';
import { createOfflineStripe } from './stripe-offline';

export interface PaymentsConfig {
  /** Null: no Stripe key, so the offline twin runs (DESIGN §5). */
  secretKey: string | null;
  webhookSecret: string;
  /** Where the twin posts its signed events: the real webhook, through Hosting. */
  webhookUrl: string;
  /** Where the twin's checkout and portal pages are served. */
  pagesBaseUrl: string;
}

/** Stripe with a key; otherwise the twin, which delivers each event and waits for the answer. */
export function createPayments(config: PaymentsConfig, db: Firestore): Payments {
  if (config.secretKey) return createStripePayments({ secretKey: config.secretKey });
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
