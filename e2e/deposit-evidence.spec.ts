import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime, type User } from '@inkforge/domain';
import { demoAccount, signIn } from './support/accounts';
import { artistApi } from './support/artist-api';
import { appUrl, browserForJourneys, newPage, screenshot } from './support/browser';

// The pro artist; the deposit was paid online on the client's deposit page.
const pro = demoAccount('pro');
const browser = browserForJourneys();
const POLICY =
  'Deposits hold your date and are non-refundable. Cancelling within 48 hours of the session keeps the deposit.';
const ACCEPTED_AT = '2031-02-03T18:42:07.000Z';
let admin: App;

beforeAll(() => {
  admin = initializeApp(
    { projectId: process.env.GCLOUD_PROJECT },
    `deposit-evidence-${Date.now()}`,
  );
});
afterAll(async () => {
  await deleteApp(admin);
});

describe('evidence of a disputed deposit (issue 27)', () => {
  it('a late cancellation keeps the deposit; the evidence PDF shows the policy the client accepted and when', async () => {
    const stamp = Date.now();
    const name = `Evidence Journey ${stamp}`;
    const title = `Late cancel ${stamp}`;
    const artist = await artistApi(pro);
    const { uid } = artist;
    const client = await artist.call<{ id: string }>('POST', '/api/clients/enhanced', { name });
    const project = await artist.call<{ id: string }>('POST', '/api/client-projects', {
      clientId: client.id,
      title: 'Rose forearm',
    });
    const booking = {
      clientId: client.id,
      projectId: project.id,
      title,
      appointmentDate: '2031-02-10T15:00',
      timezone: 'Europe/Berlin',
      deposit: 100,
      allowOverlap: true,
    };
    const appointment = await artist.call<{ id: string }>('POST', '/api/appointments', booking);
    // Paid on the deposit page after ticking the policy, as that page stores it, then kept by
    // the artist for the late cancellation (a deposit paid online is decided before the cancel).
    await getFirestore(admin)
      .doc(`users/${uid}/appointments/${appointment.id}`)
      .update({
        depositOutcome: 'kept',
        deposit: {
          amountCents: 10_000,
          currency: 'EUR',
          status: 'kept',
          token: `journey-${stamp}`,
          requestedAt: new Date('2031-02-03T18:30:00.000Z'),
          paidAt: new Date('2031-02-03T18:43:00.000Z'),
          paymentId: null,
          policy: { text: POLICY, version: 2, acceptedAt: new Date(ACCEPTED_AT) },
          moves: 0,
          history: [
            { at: new Date('2031-02-03T18:43:00.000Z'), action: 'paid' },
            { at: new Date('2031-02-09T16:00:00.000Z'), action: 'kept', note: 'late_cancel' },
          ],
        },
      });
    // The client cancels the day before; the artist keeps the deposit.
    await artist.call('PUT', `/api/appointments/${appointment.id}`, {
      ...booking,
      status: 'cancelled',
      depositOutcome: 'kept',
    });

    const { context, page } = await newPage(browser());
    await signIn(page, pro.email, pro.password);
    await page.goto(`${appUrl()}/clients`);
    await page.getByLabel('Search clients').fill(name);
    await page.getByRole('button', { name: `Open ${name}` }).click();
    const detail = page.getByRole('dialog', { name });
    await detail.getByRole('tab', { name: 'Appointments' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      detail.getByRole('button', { name: `Download evidence (PDF) for ${title}` }).click(),
    ]);
    await screenshot(page, 'deposit-evidence-download');
    expect(download.suggestedFilename()).toMatch(/^evidence-late-cancel-\d+-[\d-]+\.pdf$/);
    const file = join(mkdtempSync(join(tmpdir(), 'evidence-')), 'evidence.pdf');
    await download.saveAs(file);
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    expect(text).toContain(POLICY);
    // In the one date format, to the second, in the studio's zone.
    const { timezone } = await artist.call<User>('GET', '/api/auth/me');
    const accepted = formatDateTime(ACCEPTED_AT, { timeZone: timezone }, { seconds: true });
    expect(text).toContain(`Version 2, accepted at ${accepted} (${timezone})`);
    expect(text).toContain('status cancelled');
    expect(text).toContain('Deposit outcome recorded by the artist: kept');
    await context.close();

    await artist.call('DELETE', `/api/clients/${client.id}`);
  });
});
