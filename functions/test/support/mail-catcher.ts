import { expect } from 'vitest';
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
