import type { Express } from 'express';
import request from 'supertest';
import { expect } from 'vitest';
import { messageIdOf, providerEvent } from '../../../scripts/local-stack/mail-events.mjs';
import type { Firestore } from '../../src/adapters/firebase/firebase';
import { createSmtpTransport } from '../../src/adapters/nodemailer/mail-transport';
import { loadConfig } from '../../src/config';
import { silentLogger } from '../../src/logger';
import { createMailDeps } from '../../src/reminders/deps';
import { MAIL_SWEEP_BATCH, sendDueMail } from '../../src/scheduled/send-due-mail';

const INBOX = process.env.INKFORGE_MAIL_INBOX_URL;
if (!INBOX) {
  throw new Error('INKFORGE_MAIL_INBOX_URL is not set: start the local stack (npm start) first.');
}
/** The stack's mail catcher's REST API. */
export const MAIL_INBOX: string = INBOX;

export interface CaughtMail {
  id: string;
  subject: string;
  text: string;
  html: string;
  to: { address: string }[];
}

/** The mail catcher's inbox for one address (its REST API), oldest first. */
export async function inboxOf(address: string): Promise<CaughtMail[]> {
  const res = await fetch(`${MAIL_INBOX}/api/email`);
  expect(res.status).toBe(200);
  const all = (await res.json()) as CaughtMail[];
  return all.filter((m) => m.to.some((t) => t.address === address));
}

/** The provider's signed bounce of every mail caught for `address`, posted to the webhook. */
export async function bounceEveryMailTo(app: Express, address: string): Promise<void> {
  const key = loadConfig().mail.webhookSigningKey;
  for (const mail of await inboxOf(address)) {
    const source = await (await fetch(`${MAIL_INBOX}/api/email/${mail.id}/source`)).text();
    const event = providerEvent({
      fate: 'bounce',
      recipient: address,
      messageId: messageIdOf(source)!,
      key,
    });
    const res = await request(app).post('/api/public/mail-events').send(event);
    expect(res.body, res.text).toEqual({ recorded: true });
  }
}

/** The scheduled sender, in-process against the stack, at a chosen time; run until drained. */
export async function sweepAt(db: Firestore, now: Date) {
  const config = loadConfig();
  const deps = createMailDeps({
    db,
    transport: createSmtpTransport(config.mail),
    appOrigin: config.appOrigin,
    clock: () => now,
    logger: silentLogger,
  });
  for (;;) {
    const summary = await sendDueMail(deps);
    if (Object.values(summary).reduce((a, b) => a + b, 0) < MAIL_SWEEP_BATCH) return summary;
  }
}
