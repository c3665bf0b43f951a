import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createArtist } from '../../test/support/artist';
import { inboxOf, sweepAt } from '../../test/support/mail-catcher';
import { buildTestApp } from '../../test/support/test-app';

const { app, db } = buildTestApp();

/** Every amount with a currency beside it: '£80.00', '€ 5', '12.00 EUR', 'US$3'. */
const AMOUNT =
  /(?:[$€£¥]|US\$|CA\$|A\$|\b(?:EUR|USD|GBP|CHF)\s?)\d[\d,]*(?:\.\d+)?|\d[\d,]*\.\d{2}\s?(?:EUR|USD|GBP)\b/g;
/** Dates written any other way than '5 Dec 2026, 13:00'. */
const OTHER_DATES: [string, RegExp][] = [
  ['numeric day/month', /\b\d{1,2}\/\d{1,2}\/\d{2,4}\b/],
  ['ISO timestamp', /\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/],
  ['bare ISO day', /\b\d{4}-\d{2}-\d{2}\b/],
  ['12-hour clock', /\b\d{1,2}:\d{2}(?::\d{2})?\s?[AP]M\b/i],
  [
    'long month name',
    /\b(?:January|February|March|April|June|July|August|September|October|November|December)\b/,
  ],
  ['"at" before a time', /\bat \d{1,2}:\d{2}\b/],
];
const ONE_FORMAT =
  /\b\d{1,2} (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sept?|Oct|Nov|Dec) \d{4}, \d{2}:\d{2}/;

/** What in `text` breaks the studio's format: another currency, or another way of dating. */
function offFormat(where: string, text: string): string[] {
  const found: string[] = [];
  for (const amount of text.match(AMOUNT) ?? [])
    if (!amount.startsWith('£')) found.push(`${where}: amount "${amount}" is not in pounds`);
  for (const [name, pattern] of OTHER_DATES) {
    const hit = pattern.exec(text);
    if (hit) found.push(`${where}: ${name} "${hit[0]}"`);
  }
  return found;
}

function pdfText(body: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), 'format-')), 'evidence.pdf');
  writeFileSync(file, body);
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

const binary = (res: request.Response, done: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

describe("one project's mails and evidence in the studio's currency and date format (issue 34)", () => {
  it('an artist keeping books in pounds: every amount is in £, every date reads "5 Dec 2026, 13:00"', async () => {
    const artist = await createArtist(app, db, { plan: 'pro', timezone: 'Europe/London' });
    const formats = await artist.call('put', '/api/profile/formats', {
      currency: 'GBP',
      locale: 'en-GB',
    });
    expect(formats.status).toBe(200);
    const email = `pounds-${artist.uid}@example.com`;
    const client = await artist.call('post', '/api/clients/enhanced', {
      name: 'Pat Pounds',
      email,
    });
    const project = await artist.call('post', '/api/client-projects', {
      clientId: client.body.id,
      title: 'Swallows',
      estimatedPrice: 600,
    });
    const projectId = project.body.id as string;
    const booking = {
      clientId: client.body.id,
      projectId,
      title: 'Outline session',
      appointmentDate: '2031-06-10T14:00',
      timezone: 'Europe/London',
      price: 400,
      deposit: 100,
    };
    const first = await artist.call('post', '/api/appointments', booking);
    expect(first.status).toBe(201);
    const second = await artist.call('post', '/api/appointments', {
      ...booking,
      title: 'Shading session',
      appointmentDate: '2031-06-17T14:00',
      deposit: undefined,
    });
    expect(second.status).toBe(201);
    // Asked online now: the deposit takes the studio's currency and keeps it.
    const asked = await artist.call(
      'post',
      `/api/appointments/${second.body.id as string}/deposit-request`,
      { amount: 80 },
    );
    expect(asked.status).toBe(201);
    expect(asked.body).toMatchObject({ amount: { cents: 8000, currency: 'GBP' } });
    const paid = await artist.call('post', '/api/project-payments', {
      projectId,
      amount: 50,
      paymentMethod: 'cash',
      paymentDate: '2031-06-01',
    });
    expect(paid.status).toBe(201);
    const cancelled = await artist.call('put', `/api/appointments/${first.body.id as string}`, {
      ...booking,
      status: 'cancelled',
      depositOutcome: 'kept',
    });
    expect(cancelled.status).toBe(200);
    await sweepAt(db, new Date());

    const mails = await inboxOf(email);
    const subjects = mails.map((m) => m.subject);
    expect(subjects.some((s) => s.startsWith('Deposit to confirm'))).toBe(true);
    expect(subjects.some((s) => s.startsWith('Cancelled:'))).toBe(true);
    const findings = mails.flatMap((m) => [
      ...offFormat(`mail "${m.subject}" subject`, m.subject),
      ...offFormat(`mail "${m.subject}" text`, m.text),
      ...offFormat(`mail "${m.subject}" html`, m.html),
    ]);
    const mailText = mails.map((m) => `${m.subject} ${m.text}`).join(' ');
    expect(mailText).toContain('£80.00');
    expect(mailText).toMatch(ONE_FORMAT);

    const pdf = await artist
      .call('get', `/api/client-projects/${projectId}/evidence.pdf`)
      .buffer(true)
      .parse(binary);
    expect(pdf.status).toBe(200);
    const text = pdfText(pdf.body as Buffer);
    findings.push(...offFormat('evidence PDF', text));
    for (const amount of ['£400.00', '£100.00', '£80.00', '£50.00']) expect(text).toContain(amount);
    expect(text).toMatch(ONE_FORMAT);

    expect(findings, findings.join('\n')).toEqual([]);
  });
});
