import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import twilio from 'twilio';
import {
  LOCAL_TWILIO,
  startSmsTwin,
  type SmsTwin,
} from '../../../../scripts/local-stack/sms-twin.mjs';

// The twin's own REST API, as docs/local-stack.md describes it. The signatures it puts on its
// webhooks are checked with the twilio SDK's validator, as the app checks them.

let twin: SmsTwin;
let app: http.Server;
let appUrl: string;
const posted: { url: string; signature: string; params: Record<string, string> }[] = [];
let answer = '<Response/>';

beforeAll(async () => {
  app = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      posted.push({
        url: `${appUrl}${req.url}`,
        signature: String(req.headers['x-twilio-signature']),
        params: Object.fromEntries(new URLSearchParams(body)),
      });
      res.writeHead(200, { 'content-type': 'text/xml' }).end(answer);
    });
  });
  await new Promise<void>((r) => app.listen(0, '127.0.0.1', r));
  appUrl = `http://127.0.0.1:${(app.address() as AddressInfo).port}`;
  twin = await startSmsTwin({
    ...LOCAL_TWILIO,
    defaultNumber: LOCAL_TWILIO.from,
    inboundUrl: `${appUrl}/api/public/texts/inbound`,
    stepMs: 5,
  });
});
afterAll(async () => {
  app.close();
  await twin.close();
});

const inboundAs = (body: unknown) =>
  fetch(`${twin.url}/api/messages/inbound`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('the SMS twin', () => {
  it("delivers a client's reply as Twilio's signed inbound webhook, with Twilio's fields", async () => {
    answer = '<Response><Message>Black Lotus: thanks &amp; see you</Message></Response>';
    const res = await inboundAs({ from: '+447700900123', body: 'C' });
    expect(res.status).toBe(200);
    const { sid } = (await res.json()) as { sid: string };
    const hook = posted.at(-1)!;
    expect(hook.url).toBe(`${appUrl}/api/public/texts/inbound`);
    expect(hook.params).toMatchObject({
      MessageSid: sid,
      SmsMessageSid: sid,
      AccountSid: LOCAL_TWILIO.accountSid,
      From: '+447700900123',
      To: LOCAL_TWILIO.from,
      Body: 'C',
      NumMedia: '0',
      SmsStatus: 'received',
      ApiVersion: '2010-04-01',
    });
    expect(
      twilio.validateRequest(LOCAL_TWILIO.authToken, hook.signature, hook.url, hook.params),
    ).toBe(true);
    // The TwiML reply went back to the client, as Twilio sends it.
    const texts = (await (await fetch(`${twin.url}/api/messages?to=%2B447700900123`)).json()) as {
      body: string;
      from: string;
    }[];
    expect(texts[0]).toMatchObject({
      body: 'Black Lotus: thanks & see you',
      from: LOCAL_TWILIO.from,
    });
    answer = '<Response/>';
  });

  it('answers with the app status, lists newest first, refuses bad numbers and unknown paths', async () => {
    await inboundAs({ from: '+447700900124', body: 'one' });
    await inboundAs({ from: '+447700900124', body: 'two' });
    const all = (await (await fetch(`${twin.url}/api/messages`)).json()) as { body: string }[];
    expect(all.slice(0, 2).map((m) => m.body)).toEqual(['two', 'one']);
    expect((await inboundAs({ from: '07700 900124', body: 'x' })).status).toBe(400);
    const missing = await fetch(`${twin.url}/nothing`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: 'NOT_FOUND' });
  });

  it('a number is told to fail and back, and the inbox shows every number', async () => {
    const fail = await fetch(`${twin.url}/api/numbers/+447700900125/fail`, { method: 'POST' });
    expect(await fail.json()).toEqual({ number: '+447700900125', failing: true });
    const page = await (await fetch(`${twin.url}/`)).text();
    expect(page).toContain('<h1>Texts</h1>');
    expect(page).toContain('+447700900124');
    const undo = await fetch(`${twin.url}/api/numbers/%2B447700900125/fail`, { method: 'DELETE' });
    expect(await undo.json()).toEqual({ number: '+447700900125', failing: false });
  });
});
