import type { PushConfig } from '../../config';
import { loadWebPush } from '../load-sdk';

/** A browser's push subscription, as PushSubscription.toJSON() gives it. */
export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushSender {
  /** False without a VAPID pair: push is not offered and alerts go by e-mail. */
  readonly configured: boolean;
  /** The VAPID public key the browser subscribes with; '' when not configured. */
  readonly publicKey: string;
  /** Whether a browser's endpoint can be sent to: https, or a local http service on the stack. */
  accepts(endpoint: string): boolean;
  /**
   * Encrypts and posts one message. `gone`: the push service forgot the subscription (404/410),
   * so it is dropped; other refusals throw (tried again later).
   */
  send(target: PushTarget, payload: string): Promise<'sent' | 'gone'>;
}

/** A day: an alert older than that is not worth a buzz. */
const TTL_SECONDS = 24 * 3600;

/**
 * The `web-push` package encrypts the payload (aes128gcm) and signs the VAPID header; the
 * request it describes is posted with fetch, so a local push service on http works in tests.
 */
export function createPushSender(config: PushConfig): PushSender {
  const configured = Boolean(config.publicKey && config.privateKey);
  return {
    configured,
    publicKey: configured ? config.publicKey : '',
    accepts: (endpoint) =>
      endpoint.startsWith('https://') ||
      (config.plainHttp === true && endpoint.startsWith('http://')),
    async send(target, payload) {
      if (!configured)
        throw new Error('Web push is not configured (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY).');
      const webPush = await loadWebPush();
      const request = webPush.generateRequestDetails(target, payload, {
        vapidDetails: {
          subject: config.subject,
          publicKey: config.publicKey,
          privateKey: config.privateKey,
        },
        TTL: TTL_SECONDS,
        urgency: 'normal',
      });
      const res = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: new Uint8Array(request.body),
        signal: AbortSignal.timeout(10_000),
      });
      if (res.status === 404 || res.status === 410) return 'gone';
      if (!res.ok) throw new Error(`The push service answered ${res.status}`);
      return 'sent';
    },
  };
}
