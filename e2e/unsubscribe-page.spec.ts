import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { localDateTimeInput, type ReminderSettings } from '@inkforge/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepAt } from '../functions/test/support/mail-catcher';
import { demoAccount } from './support/accounts';
import { expectNoSeriousFindings } from './support/axe';
import { artistApi } from './support/artist-api';
import { appUrl, browserForJourneys, newPage } from './support/browser';
import { inboxUrl, mailTo } from './support/mail';
import { smallTargets } from './support/targets';

// Issue 48, finding 10: a client opens the unsubscribe link of a reminder on a phone (a mail
// app without one-click): a page that says what stops, and a button that stops it.
const pro = demoAccount('pro');
const browser = browserForJourneys();
const PHONE = { width: 390, height: 844 };
const HOUR = 3_600_000;
const ZONE = 'Europe/Berlin';
let admin: App;

beforeAll(() => {
  admin = initializeApp({ projectId: process.env.GCLOUD_PROJECT }, `unsubscribe-${Date.now()}`);
});
afterAll(async () => {
  await deleteApp(admin);
});

/** The reminder's List-Unsubscribe link, as a path on the app under test. */
async function unsubscribeLinkOf(mailId: string): Promise<string> {
  const source = await (await fetch(`${inboxUrl()}/api/email/${mailId}/source`)).text();
  const headers = (source.split(/\r?\n\r?\n/)[0] ?? '').replace(/\r?\n[ \t]+/g, ' ');
  const link = /^List-Unsubscribe: +<(https?:\/\/[^>]+)>$/m.exec(headers)?.[1];
  if (!link) throw new Error(`The reminder carries no List-Unsubscribe:\n${headers}`);
  return new URL(link).pathname;
}

describe('the unsubscribe page (issue 48)', () => {
  it('a client opens a reminder’s unsubscribe link on a phone and confirms', async () => {
    const stamp = Date.now();
    const email = `unsub-${stamp}@example.test`;
    const artist = await artistApi(pro);
    const settings = await artist.call<ReminderSettings>('GET', '/api/profile/reminders');
    const client = await artist.call<{ id: string }>('POST', '/api/clients/enhanced', {
      name: `Unsubscribe Journey ${stamp}`,
      email,
    });
    const start = new Date(Math.ceil((stamp + 96 * HOUR) / 60_000) * 60_000);
    await artist.call('POST', '/api/appointments', {
      clientId: client.id,
      title: `Rose ${stamp}`,
      appointmentDate: localDateTimeInput(start, ZONE),
      timezone: ZONE,
      duration: 60,
      type: 'tattoo_session',
      allowOverlap: true,
    });
    // The scheduled sender, an hour after the reminder falls due.
    const hoursBefore = settings.hoursBefore ?? 24;
    await sweepAt(getFirestore(admin), new Date(start.getTime() - (hoursBefore - 1) * HOUR));
    const reminder = await mailTo(email, /^Reminder:/);
    const path = await unsubscribeLinkOf(reminder.id);

    const { page } = await newPage(browser(), PHONE, { bypassCSP: true });
    await page.goto(`${appUrl()}${path}`);
    await page.getByRole('heading', { level: 1, name: 'Stop these e-mails?' }).waitFor();
    expect(await page.title()).toBe('Stop these e-mails? · InkForge');
    await page.getByText(/You will stop getting appointment reminders from/).waitFor();
    await expectNoSeriousFindings(page, 'unsubscribe page');
    expect(await smallTargets(page)).toEqual([]);

    await page.getByRole('button', { name: 'Stop appointment reminders' }).click();
    await page.getByRole('heading', { level: 1, name: 'Unsubscribed' }).waitFor();
    await page.getByText(/You will no longer get appointment reminders from/).waitFor();
    await expectNoSeriousFindings(page, 'unsubscribed page');
  });
});
