import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { INTAKE_QUESTIONS, type IntakeStatus } from '@inkforge/domain';
import { demoAccount } from './support/accounts';
import { artistApi } from './support/artist-api';
import { expectNoSeriousFindings } from './support/axe';
import { appUrl, browserForJourneys, screenshot } from './support/browser';
import { linkIn, mailTo } from './support/mail';

// Issue 48: on a density-3 phone one stroke of the signature pad was ~35 KB and the API's 32 KB
// body refused it ("The request is too large."). The client here signs with a finger, the way
// a phone sends it (touch events), scribbling across the whole box.
const pro = demoAccount('pro');
const browser = browserForJourneys();

/** A finger drawn across the pad: touch down, many moves, up, through Chrome's input. */
async function scribbleWithFinger(
  page: Page,
  box: { x: number; y: number; width: number; height: number },
) {
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x, y, id: 1, radiusX: 4, radiusY: 4, force: 0.5 }],
    });
  // Eight strokes, each zig-zagging from one edge of the box to the other.
  for (let stroke = 0; stroke < 8; stroke += 1) {
    const y0 = box.y + 8 + (stroke * (box.height - 16)) / 8;
    await touch('touchStart', box.x + 6, y0);
    for (let step = 1; step <= 40; step += 1) {
      const x = box.x + 6 + ((box.width - 12) * step) / 40;
      const y = step % 2 ? box.y + 6 : box.y + box.height - 6;
      await touch('touchMove', x, (y + y0) / 2);
    }
    await touch('touchEnd', 0, 0);
  }
  await cdp.detach();
}

describe('a client signs the intake with a finger on a phone (issue 48)', () => {
  it('opens the link from the mail on a density-3, 390-px phone, scribbles across the box and signs', async () => {
    const stamp = Date.now();
    const name = `Finger Sign ${stamp}`;
    const email = `finger-sign-${stamp}@example.test`;
    const artist = await artistApi(pro);
    const client = await artist.call<{ id: string }>('POST', '/api/clients/enhanced', {
      name,
      email,
    });
    const appointment = await artist.call<{ id: string }>('POST', '/api/appointments', {
      clientId: client.id,
      title: `Finger sign ${stamp}`,
      appointmentDate: '2032-03-10T15:00',
      allowOverlap: true,
    });
    await artist.call('POST', `/api/appointments/${appointment.id}/intake-link/email`);
    const mail = await mailTo(email, /^Your consent form for your /);

    const context = await browser().newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
      // axe-core is injected as an inline script, which the app's CSP rightly refuses.
      bypassCSP: true,
    });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto(`${appUrl()}${linkIn(mail, '/intake/')}`);
    await page.getByText(`Finger sign ${stamp}`).first().waitFor();
    expect(await page.evaluate(() => window.devicePixelRatio)).toBe(3);
    await expectNoSeriousFindings(page, 'intake form, density-3 phone');
    // Issue 49: the form starts from what the studio has on the client's card.
    expect(await page.getByLabel('Full name').inputValue()).toBe(name);
    expect(await page.getByLabel('E-mail').inputValue()).toBe(email);

    await page.getByLabel('Full name').fill(name);
    await page.getByLabel('Date of birth').fill('1992-08-21');
    for (const q of INTAKE_QUESTIONS) {
      await page.getByRole('radiogroup', { name: q.label }).getByLabel('No').check();
    }
    await page.getByLabel('I have read and accept the waiver').check();
    const pad = page.getByTestId('signature-pad');
    await pad.scrollIntoViewIfNeeded();
    const box = await pad.boundingBox();
    if (!box) throw new Error('The signature pad is not on screen');
    expect(box.width).toBeGreaterThan(300);
    await scribbleWithFinger(page, box);
    await screenshot(page, 'phone-signature-scribbled-390-dpr3');

    const sent = page.waitForRequest(
      (r) => r.method() === 'POST' && /\/api\/intake\/[A-Za-z0-9_-]{43}$/.test(r.url()),
    );
    await page.getByRole('button', { name: 'Sign and submit' }).click();
    const body = JSON.parse((await sent).postData() ?? '{}') as { signatureImage?: string };
    // The drawing went, reduced on the phone (not the typed name).
    expect(body.signatureImage).toMatch(/^data:image\/png;base64,/);
    // Reduced on the phone: 600 px wide, not the pad's 3× bitmap (its PNG header says so).
    const png = Buffer.from(body.signatureImage!.split(',')[1]!, 'base64');
    expect(png.readUInt32BE(16)).toBe(600);
    await page.getByText('Thank you, your form is signed').waitFor();
    await expectNoSeriousFindings(page, 'intake signed, density-3 phone');
    await screenshot(page, 'phone-signature-signed-390-dpr3');

    // Issue 49: the link from the mail, opened again, says what was done and when, and still
    // hands the client their signed copy.
    await page.goto(`${appUrl()}${linkIn(mail, '/intake/')}`);
    await page.getByText('Your form is signed').waitFor();
    await page.getByText(/^You signed this form on \w{3}, \d{1,2} \w{3} \d{4}\./).waitFor();
    expect(await page.getByText('This link no longer works').count()).toBe(0);
    await expectNoSeriousFindings(page, 'intake link opened again, density-3 phone');
    await screenshot(page, 'phone-signature-reopened-390-dpr3');
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download your signed copy (PDF)' }).click();
    const file = await (await download).path();
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    await context.close();

    // The date of birth the client signed reached their card.
    const clients = await artist.call<{ id: string; dateOfBirth?: string }[]>(
      'GET',
      '/api/clients/enhanced',
    );
    expect(clients.find((c) => c.id === client.id)?.dateOfBirth).toBe('1992-08-21');

    const status = await artist.call<IntakeStatus>(
      'GET',
      `/api/appointments/${appointment.id}/intake`,
    );
    expect(status.form?.signedAt).toEqual(expect.any(String));
  });
});
