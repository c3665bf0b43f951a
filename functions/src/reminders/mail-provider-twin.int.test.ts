import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { expect, it } from 'vitest';
import { createArtist } from '../../test/support/artist';
import { buildTestApp } from '../../test/support/test-app';

// Issue 48, finding 10, as `npm start` runs it: the built api behind Hosting sends to the mail
// catcher, and the stack's provider twin (scripts/local-stack/mail-provider.mjs) posts the
// signed bounce back to the app's webhook by itself.

const { app, db } = buildTestApp();
const STACK = process.env.INKFORGE_API_ORIGIN;
if (!STACK) throw new Error('INKFORGE_API_ORIGIN is not set: start the local stack first.');

it('a mail to a +bounce address comes back "not delivered" with no help from the test', async () => {
  const artist = await createArtist(app, db, { plan: 'pro' });
  const call = (m: 'get' | 'post', p: string, b?: object) => {
    const r = request(STACK)[m](p).set('Authorization', `Bearer ${artist.idToken}`);
    return b ? r.send(b) : r;
  };
  const email = `stack-${randomUUID()}+bounce@example.test`;
  const client = await call('post', '/api/clients/enhanced', { name: 'Ada', email });
  expect(client.status, client.text).toBe(201);
  const made = await call('post', '/api/appointments', {
    clientId: client.body.id,
    title: 'Koi',
    appointmentDate: `${new Date().getUTCFullYear() + 1}-03-03T11:00`,
    timezone: 'Europe/Berlin',
    duration: 60,
    type: 'tattoo_session',
    allowOverlap: true,
  });
  expect(made.status, made.text).toBe(201);
  let mails: { kind: string; status: string; deliveryError?: string }[] = [];
  for (let i = 0; i < 20; i += 1) {
    await new Promise((r) => setTimeout(r, 1000));
    mails = (await call('get', '/api/appointment-mail')).body.mails;
    if (mails.some((m) => m.status === 'undelivered')) break;
  }
  expect(mails).toContainEqual(
    expect.objectContaining({ kind: 'confirmation', status: 'undelivered' }),
  );
}, 60_000);
