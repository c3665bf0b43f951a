import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { User } from '@inkforge/domain';
import { demoAccount, signIn } from './support/accounts';
import { artistApi } from './support/artist-api';
import { acceptDialogFor, fillBookingRequest, referencePhoto } from './support/booking-form';
import { appUrl, browserForJourneys, newPage } from './support/browser';
import { smallTargets } from './support/targets';

const browser = browserForJourneys();

const PHONE = { width: 390, height: 844 };

/**
 * Text and controls the chat button is drawn over (it may sit under an open nav), in the page
 * and in an open dialog. What scrolls under the fixed header is the header's to cover.
 */
async function coveredByChat(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const launcher = document.querySelector('[aria-label="Open support chat"]');
    if (!launcher) return ['no chat button'];
    const chat = launcher.getBoundingClientRect();
    const headerBottom =
      document.querySelector('body > div header, header')?.getBoundingClientRect().bottom ?? 0;
    const covered: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('main *, nav *, [role="dialog"] *')) {
      const ownText = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent?.trim());
      const control = el.matches('button, a, input, [role="slider"], [role="tab"]');
      const r = el.getBoundingClientRect();
      if (!(ownText || control) || r.width === 0) continue;
      const left = Math.max(r.left, chat.left);
      const right = Math.min(r.right, chat.right);
      const inDialog = el.closest('[role="dialog"]') !== null;
      const top = Math.max(r.top, chat.top, inDialog ? 0 : headerBottom);
      const bottom = Math.min(r.bottom, chat.bottom);
      if (left >= right || top >= bottom) continue;
      const onTop = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
      if (onTop && launcher.contains(onTop)) {
        covered.push((el.textContent ?? el.tagName).trim().slice(0, 40));
      }
    }
    return covered;
  });
}

async function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    return el
      ? `${el.tagName.toLowerCase()}:${el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40)}`
      : '';
  });
}

/** Waits until the phone nav has finished sliding in: whole on screen, as a person then sees it. */
async function navSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const nav = document.getElementById('app-navigation')?.getBoundingClientRect();
    return nav !== undefined && nav.left === 0 && nav.width > 0;
  });
}

/**
 * The page scrolled so `target` reaches down to the screen's bottom corner, then nudged back up
 * as a reader does: a floating button that stepped aside while scrolling down is back.
 */
async function restingOn(page: Page, target: Locator): Promise<Page> {
  const y = await target.evaluate(
    (el) => el.getBoundingClientRect().bottom + window.scrollY - window.innerHeight + 40,
  );
  await page.evaluate((to) => window.scrollTo(0, to), y + 40);
  await page.waitForTimeout(200);
  await page.evaluate((to) => window.scrollTo(0, to), y);
  await page.waitForTimeout(400);
  return page;
}

async function height(locator: Locator): Promise<number> {
  return (await locator.boundingBox())?.height ?? 0;
}

describe('a 390-px phone and the keyboard', () => {
  it('the chat button covers nothing; controls are 44 px; the credit count is whole', async () => {
    const pro = demoAccount('pro');
    const { context, page } = await newPage(browser(), PHONE);
    await signIn(page, pro.email, pro.password);

    for (const path of [
      '/ai-generator',
      '/credits',
      '/update-plan',
      '/settings?tab=subscription',
      '/dashboard',
    ]) {
      await page.goto(`${appUrl()}${path}`);
      await page.locator('main h1').waitFor();
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      expect(await coveredByChat(page), path).toEqual([]);
      if (path === '/ai-generator') {
        await page.screenshot({ path: 'e2e/screenshots/phone-ai-generator-bottom.png' });
      }
      if (path === '/credits') await page.screenshot({ path: 'e2e/screenshots/phone-credits.png' });
    }

    const buttons = page.locator('main button:visible');
    for (let i = 0; i < (await buttons.count()); i++) {
      const button = buttons.nth(i);
      expect(await height(button), await button.innerText()).toBeGreaterThanOrEqual(44);
    }

    await page.getByRole('button', { name: 'Navigation' }).click();
    const logout = page.getByRole('button', { name: 'Logout' });
    await logout.waitFor();
    await navSettled(page);
    expect(await coveredByChat(page)).toEqual([]);
    expect(await height(logout)).toBeGreaterThanOrEqual(44);
    // Other journeys spend this account's credits: any whole count, never cut short.
    await page.getByText(/^pro · \d+ credits$/).waitFor();
    await page.screenshot({ path: 'e2e/screenshots/phone-nav-open.png' });
    await context.close();
  });

  it('the chat button covers nothing in the day view, the week view and the Accept dialog', async () => {
    const stamp = Date.now();
    const name = `Chat Clear ${stamp}`;
    const client = await newPage(browser(), PHONE);
    await client.page.goto(`${appUrl()}/book/pro`);
    const form = await fillBookingRequest(client.page, {
      idea: `Swallow ${stamp}`,
      placement: 'Forearm',
      sizeCm: 8,
      name,
      email: `chat-clear-${stamp}@example.test`,
      phone: '+49 170 1112223',
      reference: {
        name: 'ref.jpg',
        buffer: await referencePhoto(
          '<circle cx="240" cy="180" r="100" fill="none" stroke="#222" stroke-width="10"/>',
        ),
      },
    });
    await form.getByRole('button', { name: 'Send request' }).click();
    await client.page.getByRole('heading', { name: 'Request sent' }).waitFor();
    await client.context.close();

    const pro = demoAccount('pro');
    const { context, page } = await newPage(browser(), PHONE);
    const accept = await acceptDialogFor(page, pro, name, '2037-05-05T11:00');
    await accept.getByRole('button', { name: 'Accept and propose' }).waitFor();
    expect(await coveredByChat(page), 'Accept dialog').toEqual([]);
    await page.screenshot({ path: 'e2e/screenshots/phone-accept-dialog.png' });
    await page.keyboard.press('Escape');
    await accept.waitFor({ state: 'hidden' });

    // The booking-requests list: each card's Accept sits at the right edge.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await coveredByChat(page), '/booking-requests').toEqual([]);

    // A far-off week with a long session every day: bookings fill the bottom-right corner.
    const artist = await artistApi(pro);
    const me = await artist.call<User>('GET', '/api/auth/me');
    const sitter = await artist.call<{ id: string }>('POST', '/api/clients/enhanced', {
      name: `Chat Clear ${stamp}`,
    });
    const project = await artist.call<{ id: string }>('POST', '/api/client-projects', {
      clientId: sitter.id,
      title: 'Back piece',
    });
    for (let day = 12; day <= 18; day++) {
      await artist.call('POST', '/api/appointments', {
        clientId: sitter.id,
        projectId: project.id,
        title: `Long session ${day} ${stamp}`,
        appointmentDate: `2032-04-${day}T08:00`,
        timezone: me.timezone,
        duration: 720,
        allowOverlap: true,
      });
    }
    try {
      await page.goto(`${appUrl()}/calendar`);
      await page.getByTestId('calendar-day').waitFor();
      await page.getByLabel('Filter by date').fill('2032-04-14');
      const block = page
        .getByRole('region', { name: 'Day by hour' })
        .getByRole('button', { name: new RegExp(`Long session 14 ${stamp}`) });
      await block.waitFor();
      expect(await coveredByChat(await restingOn(page, block)), 'day view').toEqual([]);

      await page
        .getByRole('radiogroup', { name: 'Calendar view' })
        .getByText('Week', { exact: true })
        .click();
      const week = page.getByRole('region', { name: 'Week by hour' });
      const first = week.getByRole('button', { name: new RegExp(`Long session 12 ${stamp}`) });
      await first.waitFor();
      expect(await coveredByChat(await restingOn(page, first)), 'week view').toEqual([]);
      await page.screenshot({ path: 'e2e/screenshots/phone-week-chat.png' });
    } finally {
      await artist.call('DELETE', `/api/clients/${sitter.id}`);
    }
    await context.close();
  });

  it('every tap target of sign-in, the dashboard and the calendar is 44 px', async () => {
    const pro = demoAccount('pro');
    const { context, page } = await newPage(browser(), PHONE);
    await page.goto(`${appUrl()}/login`);
    await page.getByRole('button', { name: 'Forgot password?' }).waitFor();
    await page.getByLabel('Password', { exact: true }).fill('something');
    const found: string[] = (await smallTargets(page)).map((t) => `/login: ${t}`);
    await signIn(page, pro.email, pro.password);
    for (const path of ['/dashboard', '/calendar']) {
      await page.goto(`${appUrl()}${path}`);
      await page.locator('main h1').waitFor();
      await page.waitForLoadState('networkidle');
      found.push(...(await smallTargets(page)).map((t) => `${path}: ${t}`));
    }
    expect(found).toEqual([]);
    await context.close();
  });

  it('skip link, phone nav, heading focus, titles and the chat work from the keyboard', async () => {
    const pro = demoAccount('pro');
    const { context, page } = await newPage(browser(), PHONE);
    await signIn(page, pro.email, pro.password);
    await page.locator('main h1').waitFor();
    expect(await page.title()).toBe('Dashboard · InkForge');

    // The closed phone nav has no tab stops: the skip link, the burger, then the screen.
    await page.reload();
    await page.locator('main h1').waitFor();
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('a:Skip to content');
    await page.keyboard.press('Enter');
    expect(await focusedName(page)).toMatch(/^main:/);
    const burger = page.getByRole('button', { name: 'Navigation' });
    expect(await burger.getAttribute('aria-expanded')).toBe('false');
    const galleryLink = page.locator('#app-navigation a[href="/gallery"]');
    await galleryLink.focus();
    expect(await focusedName(page)).not.toBe('a:Gallery');

    await burger.click();
    expect(await burger.getAttribute('aria-expanded')).toBe('true');
    await galleryLink.focus();
    expect(await focusedName(page)).toBe('a:Gallery');
    await page.keyboard.press('Escape');
    expect(await burger.getAttribute('aria-expanded')).toBe('false');
    expect(await focusedName(page)).toBe('button:Navigation');

    // Navigating lands on the new screen's heading, and the tab says where the user is.
    await burger.click();
    await galleryLink.click();
    await page.waitForURL(/\/gallery/);
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    expect(await page.title()).toBe('Gallery · InkForge');

    await page.getByRole('button', { name: 'Open support chat' }).click();
    await page.waitForFunction(
      () => document.activeElement?.getAttribute('aria-label') === 'Message',
    );
    await page.keyboard.press('Escape');
    await page.waitForFunction(
      () => document.activeElement?.getAttribute('aria-label') === 'Open support chat',
    );
    await context.close();
  });
});
