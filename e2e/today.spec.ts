import { readFileSync } from 'node:fs';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiAppointment, ApiFlash, DashboardToday, UploadImageAnswer } from '@inkforge/domain';
import type { DemoAccount } from './support/accounts';
import { artistApi, type ArtistApi } from './support/artist-api';
import { signUpViaRest, uniqueEmail } from './support/auth-emulator';
import { expectNoSeriousFindings } from './support/axe';
import { appUrl, browserForJourneys, newPage, screenshot } from './support/browser';

// Issue 47: the artist opens the app between two sessions, gloves just off, on a phone.
const PHONE = { width: 390, height: 844 };
const ZONE = 'Europe/London';
const browser = browserForJourneys();
const stamp = Date.now();
const account: DemoAccount = {
  email: uniqueEmail('today'),
  password: 'tattoo-123',
  displayName: 'Tess Today',
  role: 'pro',
  plan: 'pro',
  credits: 0,
};
const CLIENT = `Nia Next ${stamp}`;
let admin: App;
let artist: ArtistApi;

/** A small line drawing, as a design a flash is made of. */
function design(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400">
    <rect width="400" height="400" fill="white"/>
    <circle cx="200" cy="200" r="120" fill="none" stroke="black" stroke-width="12"/>
    <path d="M120 200 L280 200 M200 120 L200 280" stroke="black" stroke-width="12"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The artist's ID token from the Auth emulator, as the web SDK gets it. */
async function idToken(): Promise<string> {
  const res = await fetch(
    `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: account.email,
        password: account.password,
        returnSecureToken: true,
      }),
    },
  );
  return ((await res.json()) as { idToken: string }).idToken;
}

/** An upload to the gallery (multipart), as the gallery's own form sends it. */
async function upload(png: Buffer): Promise<UploadImageAnswer> {
  const token = await idToken();
  const form = new FormData();
  form.set('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'ring.png');
  form.set('title', 'Ring');
  const res = await fetch(`${appUrl()}/api/upload-image`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as UploadImageAnswer;
}

beforeAll(async () => {
  admin = initializeApp({ projectId: process.env.GCLOUD_PROJECT }, `today-${stamp}`);
  await signUpViaRest(account.email, account.password);
  artist = await artistApi(account);
  await artist.call('GET', '/api/auth/me');
  // A London studio on the Pro plan that has recorded its consent (billing and the consent page
  // have their own journeys; this one is about the first screen).
  await getFirestore(admin).doc(`users/${artist.uid}`).update({
    displayName: account.displayName,
    role: 'pro',
    currentPlan: 'pro',
    subscriptionStatus: 'active',
    subscriptionCredits: 500,
    termsAccepted: true,
    consentRecordedAt: new Date(),
    timezone: ZONE,
    currency: 'GBP',
    locale: 'en-GB',
  });
  const item = await upload(await design());
  const flash = await artist.call<ApiFlash>('POST', '/api/flash', {
    galleryItemId: item.id,
    title: 'Ring',
    variants: [{ sizeCm: 8, price: 95.5, duration: 60 }],
    availability: 'repeatable',
  });
  const client = await artist.call<{ id: string }>('POST', '/api/clients/enhanced', {
    name: CLIENT,
    allergies: 'Latex',
  });
  // In twenty minutes: the next session. Booked from the flash, so its stencil prints at 8 cm.
  const start = new Date(Date.now() + 20 * 60_000);
  const made = await artist.call<ApiAppointment>('POST', '/api/appointments', {
    clientId: client.id,
    title: 'Ring (flash)',
    appointmentDate: start.toISOString(),
    timezone: ZONE,
    duration: 120,
    type: 'tattoo_session',
    status: 'confirmed',
    allowOverlap: true,
  });
  await getFirestore(admin)
    .doc(`users/${artist.uid}/appointments/${made.id}`)
    .update({ flash: { id: flash.id, variant: 0, sizeCm: 8 } });
  const today = await artist.call<DashboardToday>('GET', '/api/dashboard/today');
  expect(today.next?.id).toBe(made.id);
});

afterAll(async () => {
  if (admin) await deleteApp(admin);
});

/** Signs in through the form, as the artist does on the phone. */
async function signInOnPhone(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('promo_code_modal_dismissed', 'true'));
  await page.goto(`${appUrl()}/login`);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL(/\/dashboard/);
}

/** Inside the first screen, nothing scrolled: top and bottom within the viewport. */
async function inFirstViewport(page: Page, testId: string): Promise<boolean> {
  const box = await page.getByTestId(testId).boundingBox();
  return box !== null && box.y >= 0 && box.y + box.height <= PHONE.height;
}

describe('the first screen is today, on a 390-px phone', () => {
  it('shows the next session with its client and time in the first viewport; one tap prints its stencil', async () => {
    const { context, page } = await newPage(browser(), PHONE, { bypassCSP: true });
    await signInOnPhone(page);
    const next = page.getByRole('region', { name: 'Next session' });
    await next.getByText(CLIENT).waitFor();
    const today = await artist.call<DashboardToday>('GET', '/api/dashboard/today');
    const time = new Intl.DateTimeFormat('en-GB', {
      hour: '2-digit',
      minute: '2-digit',
      timeZone: ZONE,
    }).format(new Date(today.next!.startsAt));
    expect(await page.getByTestId('next-session-time').textContent()).toContain(time);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await inFirstViewport(page, 'next-session-client')).toBe(true);
    expect(await inFirstViewport(page, 'next-session-time')).toBe(true);
    await next.getByText('Medical review').waitFor();
    await next.getByText('Stencil ready').waitFor();

    const print = next.getByRole('button', { name: /^Print stencil \(8 cm\)/ });
    const box = await print.boundingBox();
    expect(box && box.y + box.height <= PHONE.height, 'print is in the first screen').toBe(true);
    const [file] = await Promise.all([page.waitForEvent('download'), print.click()]);
    expect(file.suggestedFilename()).toMatch(/^flash-stencil-8cm-.*\.pdf$/);
    expect(
      readFileSync((await file.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    await expectNoSeriousFindings(page, '/dashboard (today, light)');
    await screenshot(page, 'today-phone');

    // Dark mode follows the system: the same first screen, read by axe in dark.
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    await next.getByText(CLIENT).waitFor();
    expect(await page.locator('html').getAttribute('data-mantine-color-scheme')).toBe('dark');
    expect(await inFirstViewport(page, 'next-session-client')).toBe(true);
    await expectNoSeriousFindings(page, '/dashboard (today, dark)');
    await screenshot(page, 'today-phone-dark');
    await context.close();
  });
});
