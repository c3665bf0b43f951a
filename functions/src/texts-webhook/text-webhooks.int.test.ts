import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { twilioSignature } from '../../../scripts/local-stack/sms-twin.mjs';
import { LOCAL_TWILIO } from '../config';
import { listeningTestApp, replyAs, setFailing, twinTexts } from '../../test/support/sms-twin';
import type { InboundText, TextStatusUpdate } from '.';

// Issue 44, Deliver 1 and 2: Twilio's webhooks are verified by X-Twilio-Signature, and the
// stack's twin posts them signed exactly as Twilio does.

const inbound: InboundText[] = [];
const statuses: TextStatusUpdate[] = [];
let served: Awaited<ReturnType<typeof listeningTestApp>>;

beforeAll(async () => {
  served = await listeningTestApp({
    onInboundText: async (msg) => void inbound.push(msg),
    onTextStatus: async (u) => void statuses.push(u),
  });
});
afterAll(() => served.close());

const phone = () => `+44770090${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;

function inboundFields(from: string, body: string) {
  return {
    MessageSid: `SM${'a'.repeat(32)}`,
    AccountSid: LOCAL_TWILIO.accountSid,
    From: from,
    To: LOCAL_TWILIO.from,
    Body: body,
    NumMedia: '0',
  };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 50));
};

describe('POST /api/public/texts/inbound and /status', () => {
  it('an unsigned inbound text is 403 in words and reaches no hook', async () => {
    const from = phone();
    const res = await request(served.app)
      .post('/api/public/texts/inbound')
      .type('form')
      .send(inboundFields(from, 'STOP'));
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ error: 'TEXT_SIGNATURE_INVALID' });
    expect(res.body.message).toMatch(/not signed by Twilio/);
    expect(inbound.filter((m) => m.from === from)).toEqual([]);
  });

  it('a forged signature (another token, or another URL) is 403 and reaches no hook', async () => {
    const from = phone();
    const fields = inboundFields(from, 'C');
    const url = `${served.origin}/api/public/texts/inbound`;
    for (const signature of [
      twilioSignature('not-the-auth-token', url, fields),
      twilioSignature(LOCAL_TWILIO.authToken, `${served.origin}/api/public/texts/status`, fields),
      twilioSignature(LOCAL_TWILIO.authToken, url, { ...fields, Body: 'R' }),
    ]) {
      const res = await request(served.app)
        .post('/api/public/texts/inbound')
        .set('X-Twilio-Signature', signature)
        .type('form')
        .send(fields);
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('TEXT_SIGNATURE_INVALID');
    }
    const status = await request(served.app)
      .post('/api/public/texts/status')
      .type('form')
      .send({
        MessageSid: `SM${'b'.repeat(32)}`,
        MessageStatus: 'undelivered',
        ErrorCode: '30003',
      });
    expect(status.status).toBe(403);
    expect(inbound.filter((m) => m.from === from)).toEqual([]);
    expect(statuses.filter((s) => s.sid === `SM${'b'.repeat(32)}`)).toEqual([]);
  });

  it("a client's reply through the twin is signed as Twilio signs it and reaches the hook", async () => {
    const from = phone();
    const reply = await replyAs({
      from,
      body: 'C',
      url: `${served.origin}/api/public/texts/inbound`,
    });
    expect(reply.status).toBe(200);
    expect(reply.body.response).toContain('<Response/>');
    expect(inbound.filter((m) => m.from === from)).toEqual([
      {
        sid: reply.body.sid,
        from,
        to: LOCAL_TWILIO.from,
        body: 'C',
        at: expect.any(Date) as Date,
      },
    ]);
    expect((await twinTexts()).find((t) => t.sid === reply.body.sid)).toMatchObject({
      direction: 'inbound',
      status: 'received',
    });
  });

  it('a text sent through the twin reports sent and delivered, or undelivered 30003', async () => {
    const [ok, gone] = [phone(), phone()];
    await setFailing(gone);
    const statusCallback = `${served.origin}/api/public/texts/status`;
    const a = await served.deps.texts.send({
      to: ok,
      body: 'Black Lotus: see you',
      statusCallback,
    });
    const b = await served.deps.texts.send({
      to: gone,
      body: 'Black Lotus: see you',
      statusCallback,
    });
    await until(() => statuses.filter((s) => [a.sid, b.sid].includes(s.sid)).length === 4);
    expect(statuses.filter((s) => s.sid === a.sid)).toEqual([
      { sid: a.sid, status: 'sent', errorCode: null },
      { sid: a.sid, status: 'delivered', errorCode: null },
    ]);
    expect(statuses.filter((s) => s.sid === b.sid).at(-1)).toEqual({
      sid: b.sid,
      status: 'undelivered',
      errorCode: '30003',
    });
    expect((await twinTexts(gone))[0]).toMatchObject({ sid: b.sid, status: 'undelivered' });
    await setFailing(gone, false);
  });
});
