import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import type { AppDeps } from '../../src/app';
import { buildTestApp, type TestApp } from './test-app';

const TWIN = process.env.INKFORGE_SMS_TWIN_URL;
if (!TWIN) {
  throw new Error('INKFORGE_SMS_TWIN_URL is not set: start the local stack (npm start) first.');
}
/** The stack's Twilio twin (scripts/local-stack/sms-twin.mjs): its REST API. */
export const SMS_TWIN: string = TWIN;

export interface TwinText {
  sid: string;
  to: string;
  from: string | null;
  body: string;
  status: string;
  direction: 'outbound' | 'inbound';
  errorCode: string | null;
  at: string;
}

/** Every text the twin holds for one phone number (or all), newest first. */
export async function twinTexts(to?: string): Promise<TwinText[]> {
  const query = to ? `?to=${encodeURIComponent(to)}` : '';
  const res = await fetch(`${SMS_TWIN}/api/messages${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as TwinText[];
}

/**
 * The client replies: the twin posts Twilio's signed inbound webhook to `url` (the stack's app
 * unless given) and answers with the app's status and body.
 */
export async function replyAs(input: { from: string; body: string; to?: string; url?: string }) {
  const res = await fetch(`${SMS_TWIN}/api/messages/inbound`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(input),
  });
  return { status: res.status, body: (await res.json()) as { sid: string; response: string } };
}

/** Texts to `phone` end `undelivered` (ErrorCode 30003) until `failing` is false again. */
export async function setFailing(phone: string, failing = true) {
  const res = await fetch(`${SMS_TWIN}/api/numbers/${encodeURIComponent(phone)}/fail`, {
    method: failing ? 'POST' : 'DELETE',
  });
  expect(res.status).toBe(200);
}

/**
 * The in-process app served on a port of its own, its public origin that address: the twin's
 * signed webhooks (status callbacks, replies) reach this app and verify against its URL.
 */
export async function listeningTestApp(
  overrides: Partial<AppDeps> = {},
): Promise<TestApp & { origin: string; close: () => Promise<void> }> {
  // The app is built once the port (so its origin) is known; the server hands requests to it.
  const late: { built?: TestApp } = {};
  const server = http.createServer((req, res) => late.built?.app(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const built = buildTestApp({ appOrigin: origin, ...overrides });
  late.built = built;
  return {
    ...built,
    origin,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
