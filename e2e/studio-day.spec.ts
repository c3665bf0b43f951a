import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { INTAKE_QUESTIONS } from '@inkforge/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoAccount, signIn } from './support/accounts';
import { expectNoSeriousFindings } from './support/axe';
import { appUrl, browserForJourneys, screenshot } from './support/browser';
import { smallTargets } from './support/targets';

// The pro artist (clients.spec.ts uses premium): its own calendar, so overlaps are ours alone.
const pro = demoAccount('pro');

const browser = browserForJourneys();

function dialog(page: Page, title: string) {
  return page.getByRole('dialog', { name: title });
}

/** A day of 2031 no earlier run used (runs a minute apart land on different days). */
function freshDay(): string {
  const day = new Date(
    Date.UTC(2031, 0, 1) + (Math.floor(Date.now() / 60_000) % 3000) * 86_400_000,
  );
  return day.toISOString().slice(0, 10);
}

async function openNewClient(page: Page, name: string) {
  await signIn(page, pro.email, pro.password);
  await page.goto(`${appUrl()}/clients`);
  await page.getByRole('button', { name: 'Add Client', exact: true }).click();
  const add = dialog(page, 'Add Client');
  await add.getByLabel('Name').fill(name);
  await add.getByRole('button', { name: 'Create Client' }).click();
  await page.getByLabel('Search clients').fill(name);
  await page.getByRole('button', { name: `Open ${name}` }).click();
  const detail = dialog(page, name);
  await detail.getByRole('tab', { name: 'Projects' }).click();
  await detail.getByRole('button', { name: 'New Project' }).click();
  const project = dialog(page, 'New Project');
  await project.getByLabel('Title').fill('Koi sleeve');
  await project.getByLabel('Estimated Price (€)').fill('800');
  await project.getByRole('button', { name: 'Create Project' }).click();
  await detail.getByText('Koi sleeve').waitFor();
  return detail;
}

async function deleteClient(page: Page, name: string) {
  await page.goto(`${appUrl()}/clients`);
  await page.getByLabel('Search clients').fill(name);
  await page.getByRole('button', { name: `Open ${name}` }).click();
  await dialog(page, name).getByRole('button', { name: 'Delete Client' }).click();
  await dialog(page, 'Delete Client').getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('button', { name: `Open ${name}` }).waitFor({ state: 'detached' });
}

describe('a studio day in the browser (issue 16)', () => {
  it('moves a project to completed with hours and price; an overpayment becomes credit', async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    const name = `Project Journey ${Date.now()}`;
    const detail = await openNewClient(page, name);
    const activeProjects = async () =>
      Number(/(\d+)\s*$/.exec((await page.getByLabel('Active Projects').textContent()) ?? '')?.[1]);
    const activeBefore = await activeProjects();

    for (const status of ['Designing', 'Approved', 'In Progress', 'Completed']) {
      await detail.getByRole('button', { name: 'Edit project Koi sleeve' }).click();
      const edit = dialog(page, 'Edit Project');
      await edit.getByLabel('Status', { exact: true }).first().click();
      await page.getByRole('option', { name: status, exact: true }).click();
      if (status === 'Completed') {
        await edit.getByLabel('Actual hours').fill('5.25');
        await edit.getByLabel('Final Price (€)').fill('820.50');
      }
      await edit.getByRole('button', { name: 'Save Project' }).click();
      await edit.waitFor({ state: 'hidden' });
      await detail.getByTestId('project-card').getByText(status, { exact: true }).waitFor();
    }
    await detail.getByText('Actual hours: 5.25').waitFor();
    // A completed project no longer counts among the active ones.
    expect(await activeProjects()).toBe(activeBefore - 1);
    await detail.getByText('Final price: €820.50').waitFor();

    await detail.getByRole('button', { name: 'Record Payment' }).click();
    const payment = dialog(page, 'Record Payment');
    await payment.getByLabel('Amount (€)').fill('950');
    await payment.getByLabel('Payment date').fill('2031-02-03');
    await payment.getByRole('button', { name: 'Record Payment' }).click();
    await payment.getByText('This payment is €129.50 more than the remaining balance').waitFor();
    await payment.getByRole('button', { name: 'Record with €129.50 credit' }).click();
    await payment.waitFor({ state: 'hidden' });
    await detail.getByText('Credit €129.50').waitFor();
    await detail.getByRole('cell', { name: '3 Feb 2031' }).waitFor();
    await screenshot(page, 'studio-project-completed-credit');

    await deleteClient(page, name);
    await context.close();
  });

  it('shows a deposit and the balance due on the calendar, and warns an overlap', async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    const name = `Deposit Journey ${Date.now()}`;
    const day = freshDay();
    const detail = await openNewClient(page, name);

    await detail.getByRole('tab', { name: 'Appointments' }).click();
    const book = async (
      title: string,
      time: string,
      extra?: (d: ReturnType<typeof dialog>) => Promise<void>,
    ) => {
      await detail.getByRole('button', { name: 'Schedule Appointment' }).click();
      const schedule = dialog(page, 'Schedule Appointment');
      await schedule.getByLabel('Title').fill(title);
      await schedule.getByLabel('Date & Time').fill(`${day}T${time}`);
      await extra?.(schedule);
      await schedule.getByRole('button', { name: 'Schedule Appointment' }).click();
      return schedule;
    };
    const first = await book('Session one', '14:00', async (schedule) => {
      await schedule.getByLabel('Project', { exact: true }).first().click();
      await page.getByRole('option', { name: 'Koi sleeve' }).click();
      await schedule.getByLabel('Price (€)').fill('300');
      await schedule.getByLabel('Deposit (€)').fill('80');
    });
    await first.waitFor({ state: 'hidden' });

    const second = await book('Walk-in', '14:30');
    await second.getByRole('alert').getByText('This time overlaps “Session one”').waitFor();
    await screenshot(page, 'studio-overlap-warned');
    await second.getByRole('button', { name: 'Book anyway' }).click();
    await second.waitFor({ state: 'hidden' });

    await detail.getByRole('tab', { name: 'Overview' }).click();
    await detail.getByText('Deposits Held').locator('..').getByText('€80.00').waitFor();

    await page.goto(`${appUrl()}/calendar`);
    await page.getByLabel('Filter by date').fill(day);
    const card = page.getByTestId('calendar-appointment').filter({ hasText: 'Session one' });
    await card.getByText('Deposit paid: €80.00 · Balance due: €220.00').waitFor();
    await page.getByRole('button', { name: 'Edit Session one' }).click();
    const edit = dialog(page, 'Edit Appointment');
    await edit.getByLabel('Price (€)').fill('350');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Appointment updated successfully.').waitFor();
    await card.getByText('Deposit paid: €80.00 · Balance due: €270.00').waitFor();
    await screenshot(page, 'studio-deposit-on-calendar');

    await deleteClient(page, name);
    await context.close();
  });

  it('subscribes to the private calendar link, which stops working after rotation', async () => {
    const context = await browser().newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await signIn(page, pro.email, pro.password);
    await page.goto(`${appUrl()}/calendar`);
    await page.getByRole('button', { name: 'Show private calendar link' }).click();
    const link = page.getByLabel('Private calendar link');
    await link.waitFor();
    const first = await link.inputValue();
    expect(first).toMatch(/\/api\/calendar-feed\/[A-Za-z0-9_-]{43}\.ics$/);

    // Through Hosting, as Google or Apple Calendar would fetch it: no session, just the URL.
    const feed = await context.request.get(first);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toContain('text/calendar');
    expect(await feed.text()).toContain('BEGIN:VCALENDAR');

    await page.getByRole('button', { name: 'Rotate link' }).click();
    await page
      .getByRole('dialog', { name: 'Rotate Calendar Link' })
      .getByRole('button', { name: 'Rotate' })
      .click();
    await page.getByText('The old calendar link no longer works.').waitFor();
    const second = await link.inputValue();
    expect(second).not.toBe(first);
    expect((await context.request.get(first)).status()).toBe(404);
    expect((await context.request.get(second)).status()).toBe(200);
    await screenshot(page, 'studio-calendar-feed-390');
    await context.close();
  });

  it('a client fills the intake through the link on a phone; the artist sees the warning and the PDF', async () => {
    const phone = { width: 390, height: 844 };
    const context = await browser().newContext({ viewport: phone });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: appUrl() });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    const name = `Intake Journey ${Date.now()}`;
    const day = freshDay();
    const detail = await openNewClient(page, name);
    await detail.getByRole('tab', { name: 'Appointments' }).click();
    await detail.getByRole('button', { name: 'Schedule Appointment' }).click();
    const schedule = dialog(page, 'Schedule Appointment');
    await schedule.getByLabel('Title').fill('Intake session');
    await schedule.getByLabel('Date & Time').fill(`${day}T10:00`);
    await schedule.getByRole('button', { name: 'Schedule Appointment' }).click();
    await schedule.waitFor({ state: 'hidden' });

    const openIntake = async () => {
      await page.goto(`${appUrl()}/calendar`);
      await page.getByLabel('Filter by date').fill(day);
      await page.getByRole('button', { name: 'Intake form for Intake session' }).click();
      return dialog(page, 'Intake Form');
    };
    const intake = await openIntake();
    await intake.getByRole('button', { name: 'Create intake link' }).click();
    await intake.getByRole('button', { name: 'Copy link' }).click();
    await intake.getByRole('button', { name: 'Copied' }).waitFor();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/\/intake\/[A-Za-z0-9_-]{43}$/);
    expect(await intake.getByLabel('Private intake link').inputValue()).toBe(link);

    // The client: another browser(), never signed in, on a phone (axe is injected: bypassCSP).
    const clientContext = await browser().newContext({ viewport: phone, bypassCSP: true });
    const client = await clientContext.newPage();
    client.setDefaultTimeout(15_000);
    await client.goto(link);
    await client.getByText('Intake session').waitFor();
    expect(await client.getByRole('navigation').count()).toBe(0);
    await expectNoSeriousFindings(client, 'intake form');
    // The Yes/No answers are tapped on a phone: each, with its label, a 44-px target.
    expect(await smallTargets(client)).toEqual([]);
    await client.getByLabel('Full name').fill(name);
    await client.getByLabel('Date of birth').fill('1990-04-02');
    for (const q of INTAKE_QUESTIONS) {
      const answer = q.key === 'bloodThinners' ? 'Yes' : 'No';
      await client.getByRole('radiogroup', { name: q.label }).getByLabel(answer).check();
    }
    await client.getByLabel('I have read and accept the waiver').check();
    const pad = client.getByTestId('signature-pad');
    await pad.scrollIntoViewIfNeeded();
    const box = await pad.boundingBox();
    if (!box) throw new Error('The signature pad is not on screen');
    await client.mouse.move(box.x + 30, box.y + 100);
    await client.mouse.down();
    for (const [dx, dy] of [
      [80, 40],
      [140, 110],
      [200, 50],
      [270, 90],
    ] as const) {
      await client.mouse.move(box.x + dx, box.y + dy, { steps: 6 });
    }
    await client.mouse.up();
    await screenshot(client, 'studio-intake-form-390');
    await client.getByRole('button', { name: 'Sign and submit' }).click();
    await client.getByText('Thank you, your form is signed').waitFor();
    await expectNoSeriousFindings(client, 'intake signed');
    await screenshot(client, 'studio-intake-signed-390');
    // Opened again, the used link says what was done and when (issue 49), not an error.
    await client.reload();
    await client.getByText(/^You signed this form on \w{3}, /).waitFor();
    await expectNoSeriousFindings(client, 'intake link used');
    await clientContext.close();

    // The artist: the warning on the calendar, the signed form and its PDF.
    await page.goto(`${appUrl()}/calendar`);
    await page.getByLabel('Filter by date').fill(day);
    const card = page.getByTestId('calendar-appointment').filter({ hasText: 'Intake session' });
    await card.getByText('Medical warning: Blood thinners').waitFor();
    await card.getByText('Intake signed').waitFor();
    await page.getByRole('button', { name: 'Intake form for Intake session' }).click();
    const signed = dialog(page, 'Intake Form');
    await signed.getByText(`Signed by ${name}`).waitFor();
    await signed.getByRole('img', { name: `Signature of ${name}` }).waitFor();
    await screenshot(page, 'studio-intake-artist-390');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      signed.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^intake-intake-journey-\d+-[\d-]+\.pdf$/);
    const file = join(mkdtempSync(join(tmpdir(), 'intake-')), 'intake.pdf');
    await download.saveAs(file);
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
    expect(text).toContain(name);
    expect(text).toContain('blood thinners (e.g. aspirin, warfarin)? YES');

    await page.keyboard.press('Escape');
    await deleteClient(page, name);
    await context.close();
  });
  it('a client approves the design through the private link on a phone; the artist sees who and when', async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    const name = `Approval Journey ${Date.now()}`;
    await openNewClient(page, name);
    const prompt = `a swallow for approval ${Date.now()}`;
    await page.goto(`${appUrl()}/ai-generator`);
    await page.getByLabel('Describe your tattoo').fill(prompt);
    await page.getByRole('button', { name: 'Generate Design (4 credits)' }).click();
    await page.getByAltText('Generated tattoo design').waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Save to Gallery' }).click();
    await page.getByText('The design is in your gallery.').waitFor();

    const openProject = async () => {
      await page.goto(`${appUrl()}/clients`);
      await page.getByLabel('Search clients').fill(name);
      await page.getByRole('button', { name: `Open ${name}` }).click();
      await dialog(page, name).getByRole('tab', { name: 'Projects' }).click();
      await dialog(page, name)
        .getByRole('button', { name: 'Design approval for Koi sleeve' })
        .click();
    };
    await openProject();
    const approval = dialog(page, 'Design Approval');
    // A grid of labelled thumbnails of designs only: the one just saved is named by its prompt.
    await approval
      .getByRole('group', { name: 'Approved design (required)' })
      .getByRole('button', { name: new RegExp(`^${prompt}`) })
      .click();
    await approval.getByRole('button', { name: 'Create approval link' }).click();
    const link = await approval.getByLabel('Private approval link').inputValue();
    expect(link).toMatch(/\/approve\/[A-Za-z0-9_-]{43}$/);

    // The client: never signed in, on a phone (axe is injected: bypassCSP).
    const clientContext = await browser().newContext({
      viewport: { width: 390, height: 844 },
      bypassCSP: true,
    });
    const client = await clientContext.newPage();
    client.setDefaultTimeout(15_000);
    await client.goto(link);
    // The page names the artist, and only the design that was sent.
    await client.getByText(/Paola Pro.* asks you to approve the design for/).waitFor();
    await client.getByRole('heading', { name: 'Design to approve' }).waitFor();
    const design = client.getByRole('img', { name: /^Design: / });
    await expect
      .poll(() => design.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await expectNoSeriousFindings(client, 'approval');
    await client.getByRole('button', { name: 'Approve design' }).click();
    await client.getByText('Your full name is required.').waitFor();
    await client.getByLabel('Full name').fill(name);
    await client.getByLabel('I approve this design as shown').check();
    await client.getByRole('button', { name: 'Approve design' }).click();
    await client.getByText('Thank you, the design is approved').waitFor();
    await expectNoSeriousFindings(client, 'approval given');
    await screenshot(client, 'studio-approval-given-390');
    // Opened again, the used link says what was done and when (issue 49), not an error.
    await client.reload();
    await client.getByText(`You approved this design on`, { exact: false }).waitFor();
    await client.getByText(`as ${name}`, { exact: false }).waitFor();
    await expectNoSeriousFindings(client, 'approval link used');
    await clientContext.close();

    // The artist: the record of who approved, and when.
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: `Open ${name}` }).click();
    await dialog(page, name).getByRole('tab', { name: 'Projects' }).click();
    await dialog(page, name)
      .getByRole('button', { name: 'Design approval for Koi sleeve' })
      .click();
    await dialog(page, 'Design Approval').getByText(`Approved by ${name} on`).waitFor();
    await screenshot(page, 'studio-approval-recorded');
    await page.keyboard.press('Escape');
    await deleteClient(page, name);
    await context.close();
  });
});
