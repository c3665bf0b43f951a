import { z } from 'zod';
import { answer, FILE_ANSWER, route } from '../api/route';
import type { ApiMailSuppression, ApiUnsubscribed } from './mail-delivery';

/**
 * The mail provider's event webhook (Mailgun's shape: the signature is in the body), checked
 * by its HMAC; the other fields are read by the operation, which ignores what it does not use.
 */
export const mailEventSchema = z.object({
  signature: z.object({
    timestamp: z.string().max(20),
    token: z.string().max(200),
    signature: z.string().max(200),
  }),
  'event-data': z.record(z.string(), z.unknown()),
});

/** Issue 48: bounces, complaints, suppressed addresses and one-click unsubscribe. */
export const mailDeliveryRoutes = {
  mailEvent: route({
    method: 'POST',
    path: '/api/public/mail-events',
    access: 'public',
    body: mailEventSchema,
    answer: answer<{ recorded: boolean }>(),
  }),
  unsubscribe: route({
    method: 'POST',
    path: '/api/public/unsubscribe/:token',
    access: 'public',
    limit: { rule: 'publicForm', per: 'address' },
    cache: 'no-store',
    answer: answer<ApiUnsubscribed>(),
  }),
  /** The same link opened in a browser: a page that asks, changing nothing (scanners GET). */
  unsubscribePage: route({
    method: 'GET',
    path: '/api/public/unsubscribe/:token',
    access: 'public',
    limit: { rule: 'publicForm', per: 'address' },
    cache: 'no-store',
    answer: FILE_ANSWER,
  }),
  /** The page's button (a plain form POST): unsubscribes and answers a page. */
  unsubscribeConfirm: route({
    method: 'POST',
    path: '/api/public/unsubscribe/:token/confirm',
    access: 'public',
    limit: { rule: 'publicForm', per: 'address' },
    cache: 'no-store',
    answer: FILE_ANSWER,
  }),
  suppressions: route({
    method: 'GET',
    path: '/api/mail-suppressions',
    access: 'artist',
    answer: answer<{ suppressions: ApiMailSuppression[] }>(),
  }),
  clearSuppression: route({
    method: 'DELETE',
    path: '/api/mail-suppressions/:id',
    access: 'artist',
    answer: answer<{ cleared: true }>(),
  }),
};
