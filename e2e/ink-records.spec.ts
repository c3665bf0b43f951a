import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ApiSessionRecord, ApiSupply, User } from '@inkforge/domain';
import { demoAccount, signIn } from './support/accounts';
import { artistApi } from './support/artist-api';
import { expectNoSeriousFindings } from './support/axe';
import { appUrl, browserForJourneys, newPage, screenshot } from './support/browser';
import { mailTo } from './support/mail';

// Issue 45 on a 390-px phone: the seeded pro artist records a session's inks from the open
// shelf in two taps, and the client, who knows only what their mail says, opens the passport.
const pro = demoAccount('pro');
const browser = browserForJourneys();
const PHONE = { width: 390, height: 844 };

/** 'YYYY-MM-DDTHH:mm' in the zone, `hoursAgo` before now: a session already under way. */
function localStart(timeZone: string, hoursAgo: number): string {
  const at = new Date(Date.now() - hoursAgo * 3_600_000);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:00`;
}

/** Counts the taps (clicks) the artist makes on the page from now on. */
async function countTaps(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const w = window as unknown as { taps: number };
    w.taps = 0;
    document.addEventListener('click', () => (w.taps += 1), true);
  });
  return () => page.evaluate(() => (window as unknown as { taps: number }).taps);
}

describe('ink records on a phone (issue 45)', () => {
  it('records a session in two taps and the client opens the ink passport from the mail', async () => {
    const stamp = Date.now();
    const email = `ink-journey-${stamp}@example.test`;
    const title = `Rose session ${stamp}`;
    const artist = await artistApi(pro);
    const me = await artist.call<User>('GET', '/api/auth/me');

    // A run that failed half-way left its client: the pro plan caps how many it keeps.
    const earlier = await artist.call<{ id: string; name: string }[]>('GET', '/api/clients');
    for (const left of earlier.filter((c) => c.name.startsWith('Ink Journey '))) {
      await artist.call('DELETE', `/api/clients/${left.id}`);
    }

    // The shelf: an open ink and needle of this run.
    const ink = await artist.call<ApiSupply>('POST', '/api/supplies', {
      kind: 'ink',
      brand: 'Dynamic',
      name: `Triple Black ${stamp}`,
      lot: `DB-${stamp}`,
      expiresOn: '2031-06-30',
      openedOn: localStart(me.timezone, 0).slice(0, 10),
    });
    const needle = await artist.call<ApiSupply>('POST', '/api/supplies', {
      kind: 'needle',
      brand: 'Cheyenne',
      name: `1207RL ${stamp}`,
      lot: `CH-${stamp}`,
      expiresOn: '2031-06-30',
    });

    // A returning client: their first session (yesterday) is on record with this ink and needle.
    const client = await artist.call<{ id: string }>('POST', '/api/clients/enhanced', {
      name: `Ink Journey ${stamp}`,
      email,
    });
    const book = (name: string, hoursAgo: number) =>
      artist.call<{ id: string }>('POST', '/api/appointments', {
        clientId: client.id,
        title: name,
        appointmentDate: localStart(me.timezone, hoursAgo),
        timezone: me.timezone,
        duration: 60,
        allowOverlap: true,
      });
    const first = await book(`First ${title}`, 26);
    await artist.call('PUT', `/api/appointments/${first.id}/session-record`, {
      supplyIds: [ink.id, needle.id],
      placement: 'Left forearm',
    });
    // Begun on the hour now running: always today in the studio's zone, so the phone's day
    // view (today's) lists it at any hour; an hour back would be yesterday from 00:00 to 00:59.
    const today = await book(title, 0);

    // The artist, gloves on, opens today's session from the calendar on the phone.
    const phone = await newPage(browser(), PHONE, { bypassCSP: true });
    const page = phone.page;
    await signIn(page, pro.email, pro.password);
    await page.goto(`${appUrl()}/calendar`);
    const open = page.getByRole('link', { name: `Record inks & needles for ${title}` });
    await open.waitFor();
    const taps = await countTaps(page);
    await open.click();
    await page.getByRole('heading', { level: 1, name: 'Record inks & needles' }).waitFor();
    const same = page.getByRole('button', { name: /^Same as last time/ });
    await same.waitFor();
    await expectNoSeriousFindings(page, '/appointments/{id}/record');

    // Every supply card is a target a gloved finger hits (WCAG 2.5.8's 24 px; we keep 44).
    for (const card of await page.getByTestId('pick-supply').all()) {
      const box = await card.boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(44);
    }
    await same.click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Session recorded').first().waitFor();
    // Open the record, "Same as last time", Save: the recording itself is two taps.
    expect(await taps()).toBe(3);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    await screenshot(page, 'ink-record-phone');

    const record = await artist.call<ApiSessionRecord>(
      'GET',
      `/api/appointments/${today.id}/session-record`,
    );
    expect(record.supplies.map((s) => s.lot).sort()).toEqual([`CH-${stamp}`, `DB-${stamp}`]);
    expect(record.placement).toBe('Left forearm');

    // The client reads only their mailbox: the passport mail and its private PDF link.
    const mail = await mailTo(email, /ink passport/i);
    const link = /https?:\/\/\S+ink-passport\.pdf/.exec(mail.text)?.[0];
    expect(link, mail.text).toBeDefined();
    const reader = await newPage(browser(), PHONE);
    const answer = await reader.page.request.get(
      `${appUrl()}${new URL(link!).pathname}${new URL(link!).search}`,
    );
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toContain('application/pdf');
    const file = join(tmpdir(), `ink-passport-${stamp}.pdf`);
    writeFileSync(file, await answer.body());
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
    expect(text).toContain(`DB-${stamp}`);
    expect(text).toContain(`CH-${stamp}`);

    // The shelf and the sterilisation log on the phone: words for each status, no serious finding.
    await page.goto(`${appUrl()}/supplies`);
    await page.getByRole('heading', { level: 1, name: 'Supplies' }).waitFor();
    await page.getByText(`Triple Black ${stamp}`).waitFor();
    await expectNoSeriousFindings(page, '/supplies (shelf)');
    await page
      .getByRole('button', {
        name: `Who received this lot? Dynamic Triple Black ${stamp} lot DB-${stamp}`,
      })
      .click();
    const recall = page.getByRole('dialog', { name: 'Who received this lot?' });
    await recall.getByText(`Ink Journey ${stamp}`).first().waitFor();
    await recall.getByRole('button', { name: 'Notify these clients' }).waitFor();
    await expectNoSeriousFindings(page, '/supplies (recall)');
    // The maker recalls the lot: the artist's words go to the client once, after a confirmation.
    await recall.getByRole('button', { name: 'Notify these clients' }).click();
    await recall.getByRole('button', { name: 'Send to 1 client' }).click();
    await recall.waitFor({ state: 'hidden' });
    const notice = await mailTo(email, /was recalled/);
    expect(notice.text).toContain(`DB-${stamp}`);
    await page.locator('label', { hasText: /^Recalled \(/ }).click();
    await page.getByText(`Triple Black ${stamp}`).waitFor();
    await page.getByRole('tab', { name: 'Sterilisation' }).click();
    await page.getByRole('heading', { name: 'Spore tests' }).waitFor();
    await expectNoSeriousFindings(page, '/supplies (sterilisation)');
    await screenshot(page, 'ink-supplies-phone');
    await phone.context.close();
    await reader.context.close();
  });
});
