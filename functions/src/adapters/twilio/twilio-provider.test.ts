import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LOCAL_TWILIO as TWIN_ACCOUNT,
  startSmsTwin,
  type SmsTwin,
} from '../../../../scripts/local-stack/sms-twin.mjs';
import { LOCAL_TWILIO } from '../../config';
import { createTextProvider } from './twilio-provider';
import { TextRefusedError, TextsNotConfiguredError, type TextProvider } from './text-provider';

interface Received {
  url: string;
  signature: string | undefined;
  params: Record<string, string>;
}

/** Stands in for our public status webhook: keeps every signed callback the twin posts. */
function startReceiver() {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const { port } = server.address() as AddressInfo;
      received.push({
        url: `http://127.0.0.1:${port}${req.url}`,
        signature: req.headers['x-twilio-signature'] as string | undefined,
        params: Object.fromEntries(new URLSearchParams(body)),
      });
      res.writeHead(204).end();
    });
  });
  return new Promise<{ url: string; received: Received[]; close: () => void }>((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}`, received, close: () => server.close() });
    }),
  );
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
};

describe('the Twilio adapter, through the real SDK against the SMS twin', () => {
  let twin: SmsTwin;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let texts: TextProvider;

  beforeAll(async () => {
    twin = await startSmsTwin({ ...LOCAL_TWILIO, defaultNumber: LOCAL_TWILIO.from, stepMs: 5 });
    receiver = await startReceiver();
    texts = createTextProvider({ mode: 'offline', ...LOCAL_TWILIO, apiBaseUrl: twin.url });
  });
  afterAll(async () => {
    receiver.close();
    await twin.close();
  });

  it('sends a text and gets Twilio-signed status callbacks the validator accepts', async () => {
    const statusCallback = `${receiver.url}/api/public/texts/status`;
    const sent = await texts.send({
      to: '+447700900123',
      body: 'Ink & Iron: see you',
      statusCallback,
    });
    expect(sent.sid).toMatch(/^SM[0-9a-f]{32}$/);
    expect(sent.status).toBe('queued');

    const listed = (await (await fetch(`${twin.url}/api/messages?to=%2B447700900123`)).json()) as {
      sid: string;
      from: string;
      body: string;
    }[];
    expect(listed[0]).toMatchObject({
      sid: sent.sid,
      from: LOCAL_TWILIO.from,
      body: 'Ink & Iron: see you',
    });

    await until(() => receiver.received.length === 2);
    expect(receiver.received.map((r) => r.params.MessageStatus)).toEqual(['sent', 'delivered']);
    for (const r of receiver.received) {
      expect(r.params.MessageSid).toBe(sent.sid);
      expect(texts.verify(r.signature, r.url, r.params)).toBe(true);
      // A changed field or another URL no longer verifies.
      expect(texts.verify(r.signature, r.url, { ...r.params, MessageStatus: 'failed' })).toBe(
        false,
      );
      expect(texts.verify(r.signature, `${r.url}x`, r.params)).toBe(false);
    }
    expect(texts.verify(undefined, receiver.received[0]!.url, receiver.received[0]!.params)).toBe(
      false,
    );
  });

  it('a number told to fail ends undelivered with error 30003', async () => {
    receiver.received.length = 0;
    await fetch(`${twin.url}/api/numbers/+447700900999/fail`, { method: 'POST' });
    await texts.send({ to: '+447700900999', body: 'Hi', statusCallback: `${receiver.url}/s` });
    await until(() => receiver.received.length === 2);
    expect(receiver.received[1]!.params).toMatchObject({
      MessageStatus: 'undelivered',
      ErrorCode: '30003',
    });
  });

  it("refuses an invalid number with Twilio's error, permanently", async () => {
    const err = await texts
      .send({ to: '07700 900123', body: 'Hi', statusCallback: `${receiver.url}/s` })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TextRefusedError);
    expect(err).toMatchObject({ twilioCode: 21211, httpStatus: 400, permanent: true });
  });

  it('a wrong auth token is refused by the twin as by Twilio (20003)', async () => {
    const wrong = createTextProvider({
      mode: 'offline',
      ...LOCAL_TWILIO,
      authToken: 'not-the-token',
      apiBaseUrl: twin.url,
    });
    const err = await wrong
      .send({ to: '+447700900123', body: 'Hi', statusCallback: `${receiver.url}/s` })
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ twilioCode: 20003, httpStatus: 401 });
  });

  it("the app's local account is the twin's", () => {
    expect(LOCAL_TWILIO).toEqual(TWIN_ACCOUNT);
  });

  it('unconfigured: refuses to send with a named error and verifies nothing', async () => {
    const off = createTextProvider({ mode: 'missing', accountSid: '', authToken: '', from: '' });
    expect(off.configured).toBe(false);
    expect(off.from).toBe('');
    await expect(
      off.send({ to: '+447700900123', body: 'Hi', statusCallback: 'https://x/s' }),
    ).rejects.toBeInstanceOf(TextsNotConfiguredError);
    expect(off.verify('abc', 'https://x/s', {})).toBe(false);
  });
});
