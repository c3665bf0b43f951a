import { execFileSync } from 'node:child_process';
import { inflateSync } from 'node:zlib';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { FieldValue } from 'firebase-admin/firestore';
import { moneySchema, studioFormatters, type ApiFlash, type ApiOpenTimes } from '@inkforge/domain';
import { initFirebase } from '../adapters/firebase/firebase';
import { createArtist, type Artist } from '../../test/support/artist';
import { openBooking } from '../../test/support/booking';
import { depositFlow } from '../../test/support/deposit-flow';
import { lineArtPng } from '../../test/support/images';
import { buildTestApp } from '../../test/support/test-app';
import { createTestPayments } from '../../test/support/test-payments';
import { createPageApp } from '../public-page/page-app';
import { FOOTER, MARGIN } from '../stencil/print/print-layout';

// Issue 38: flash designs booked and paid in one go, with open times and holds.

const { db } = initFirebase(process.env.GCLOUD_PROJECT ?? 'demo-inkforge');
const payments = createTestPayments(db);
const { twin } = payments;
const { app, deps } = buildTestApp({ payments: twin });
const pages = createPageApp(deps);
const flow = depositFlow(app, db, payments);

let artist: Artist;
let username: string;

async function galleryItem(): Promise<string> {
  const upload = await request(app)
    .post('/api/photo-editor/upload')
    .set('Authorization', `Bearer ${artist.idToken}`)
    .attach('image', await lineArtPng(64), { filename: 'swallow.png', contentType: 'image/png' });
  expect(upload.status, upload.text).toBe(200);
  const item = await artist.call('post', '/api/gallery', {
    imageUrl: upload.body.imageUrl,
    type: 'tattoo',
    title: 'Swallow design',
  });
  expect(item.status, item.text).toBe(201);
  return String(item.body.id);
}

async function publish(fields: object = {}) {
  const res = await artist.call('post', '/api/flash', {
    galleryItemId: await galleryItem(),
    title: 'Swallow',
    variants: [
      { sizeCm: 10, price: 200, duration: 60 },
      { sizeCm: 15, price: 300, duration: 120 },
    ],
    availability: 'repeatable',
    ...fields,
  });
  expect(res.status, res.text).toBe(201);
  return res.body as ApiFlash;
}

const times = async (flashId: string, variant = 0) => {
  const res = await request(app).get(
    `/api/public/booking/${username}/times?flashId=${flashId}&variant=${variant}`,
  );
  expect(res.status, res.text).toBe(200);
  return res.body as ApiOpenTimes;
};

const hold = (flashId: string, start: string, email = `c-${Math.random()}@example.test`) =>
  request(app).post(`/api/public/booking/${username}/holds`).send({
    flashId,
    variant: 0,
    start,
    name: 'Robin Client',
    email,
    adult: true,
    acceptPolicy: true,
    policyVersion: 1,
  });

/** The ink's width and height in mm on the PDF's first page, rasterised at 600 dpi. */
function inkMm(pdf: Buffer): [number, number] {
  const dir = mkdtempSync(path.join(tmpdir(), 'flash-stencil-'));
  writeFileSync(path.join(dir, 'stencil.pdf'), pdf);
  execFileSync('pdftoppm', [
    '-r',
    '600',
    '-gray',
    '-f',
    '1',
    '-l',
    '1',
    path.join(dir, 'stencil.pdf'),
    path.join(dir, 'p'),
  ]);
  const file = readdirSync(dir).find((f) => f.endsWith('.pgm'))!;
  const bytes = readFileSync(path.join(dir, file));
  const [, w, h] = bytes.subarray(0, 40).toString('latin1').split(/\s+/).map(Number) as number[];
  const data = bytes.subarray(bytes.length - w! * h!);
  const bottom = h! - Math.round(((MARGIN + FOOTER) / 72) * 600);
  let [x0, y0, x1, y1] = [w!, h!, -1, -1];
  for (let y = 0; y < bottom; y++) {
    for (let x = 0; x < w!; x++) {
      if (data[y * w! + x]! >= 128) continue;
      [x0, x1, y0, y1] = [Math.min(x0, x), Math.max(x1, x), Math.min(y0, y), y];
    }
  }
  return [((x1 - x0 + 1) / 600) * 25.4, ((y1 - y0 + 1) / 600) * 25.4];
}

/** The words a PDF draws (pdf-lib writes them as hex strings in deflated content streams). */
function pdfWords(pdf: Buffer): string {
  const text: string[] = [];
  const raw = pdf.toString('latin1');
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    let body: string;
    try {
      body = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue;
    }
    for (const hex of body.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) {
      text.push(Buffer.from(hex[1]!, 'hex').toString('latin1'));
    }
  }
  return text.join('\n');
}

const sessionOf = (checkoutUrl: string) => checkoutUrl.split('/connect/checkout/')[1]!;

beforeAll(async () => {
  artist = await createArtist(app, db, { plan: 'premium', timezone: 'Europe/Berlin' });
  username = await openBooking(artist, db);
  await flow.connect(artist);
  const hours = await artist.call('put', '/api/profile/working-hours', {
    start: '10:00',
    end: '18:00',
    days: [0, 1, 2, 3, 4, 5, 6],
  });
  expect(hours.status, hours.text).toBe(200);
  const rules = await artist.call('put', '/api/profile/availability', {
    bufferMinutes: 15,
    earliestHours: 24,
    latestDays: 60,
    timeOff: [],
  });
  expect(rules.status, rules.text).toBe(200);
});

describe('flash booked and paid in one go (issue 38)', () => {
  it('lists published flash on the page with its price from the smallest size', async () => {
    const flash = await publish();
    const page = await request(app).get(`/api/public/booking/${username}/flash`);
    expect(page.status).toBe(200);
    expect(page.body).toContainEqual(
      expect.objectContaining({
        id: flash.id,
        variants: [
          {
            sizeCm: 10,
            price: { cents: 20_000, currency: 'EUR' },
            duration: 60,
            deposit: { cents: 10_000, currency: 'EUR' },
          },
          {
            sizeCm: 15,
            price: { cents: 30_000, currency: 'EUR' },
            duration: 120,
            deposit: { cents: 10_000, currency: 'EUR' },
          },
        ],
        fromPrice: { cents: 20_000, currency: 'EUR' },
        bookable: true,
        remaining: null,
      }),
    );
    // Every price on the page is Money: integer cents and an ISO code, never a decimal.
    for (const listed of page.body as ApiFlash[]) {
      for (const price of [listed.fromPrice, ...listed.variants.map((v) => v.price)]) {
        expect(moneySchema.safeParse(price).success, JSON.stringify(price)).toBe(true);
      }
    }
    // The artist's page links to it, with JavaScript or without.
    const html = await request(pages).get(`/book/${username}`);
    expect(html.text).toContain(`<a href="/flash/${username}">See flash and open times</a>`);
    const { timezone, times: open } = await times(flash.id);
    expect(timezone).toBe('Europe/Berlin');
    expect(open.length).toBeGreaterThan(10);
    expect(open[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\+0[12]:00$/);
  });

  it('10 holds at once on one time: one hold, nine 409s offering the next times, nobody charged', async () => {
    const flash = await publish();
    const [start] = (await times(flash.id)).times;
    const answers = await Promise.all(Array.from({ length: 10 }, () => hold(flash.id, start!)));
    const held = answers.filter((r) => r.status === 201);
    const taken = answers.filter((r) => r.status === 409);
    expect(held).toHaveLength(1);
    expect(taken).toHaveLength(9);
    for (const r of taken) {
      expect(r.body).toMatchObject({ error: 'BOOKING_TIME_TAKEN', message: expect.any(String) });
      expect(String(r.body.fields.next).split(',')[0]).not.toBe(start);
    }
    // The held time is no longer offered.
    expect((await times(flash.id)).times).not.toContain(start);
  });

  it('paid: the client, project, confirmed appointment and deposit exist; the bell rings', async () => {
    const flash = await publish();
    const [start] = (await times(flash.id)).times;
    const email = `flash-${Date.now()}@example.test`;
    const res = await hold(flash.id, start!, email);
    expect(res.status, res.text).toBe(201);
    await flow.pay(sessionOf(String(res.body.checkoutUrl)));
    const calendar = await artist.call('get', '/api/calendar-new');
    const booked = (calendar.body as Record<string, unknown>[]).find(
      (a) => new Date(String(a.appointmentDate)).getTime() === new Date(start!).getTime(),
    );
    expect(booked).toMatchObject({
      status: 'confirmed',
      depositPaid: 100,
      onlineDeposit: { status: 'paid', amount: { cents: 10_000, currency: 'EUR' } },
      flash: { id: flash.id, variant: 0, sizeCm: 10 },
    });
    const clients = await artist.call('get', '/api/clients/enhanced');
    expect(JSON.stringify(clients.body)).toContain(email);
    const bell = await artist.call('get', '/api/notifications');
    expect(JSON.stringify(bell.body)).toContain('Flash booked: Swallow');
    // The bell says when: the session's day and time in the studio's format and zone.
    const when = studioFormatters({ locale: 'en-GB', timeZone: 'Europe/Berlin' }).dateTime(start!, {
      weekday: true,
    });
    expect(JSON.stringify(bell.body)).toContain(`booked 10 cm for ${when} and paid`);
    // Booked and buffered: the time and its neighbours within the buffer are gone.
    expect((await times(flash.id)).times).not.toContain(start);

    // The stencil is ready at the booked size: 10.0 cm of ink at 600 dpi (±0.5 mm).
    const pdf = await artist
      .call('get', `/api/appointments/${String(booked!.id)}/flash-stencil.pdf`)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    // The transfer check travels beside the file, in words, for the screen to say before printing.
    expect(['passed', 'failed']).toContain(pdf.headers['x-transfer-check']);
    expect(decodeURIComponent(String(pdf.headers['x-transfer-summary']))).toMatch(
      /^Transfer check: .+ at 10 cm (wide|high)/,
    );
    // The footer's date is the studio's ('7 Dec 2026'), not ISO.
    const words = pdfWords(pdf.body as Buffer);
    const today = studioFormatters({ locale: 'en-GB', timeZone: 'Europe/Berlin' }).date(new Date());
    expect(words).toContain(`  ${today}  ink `);
    expect(words).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    const [inkW, inkH] = inkMm(pdf.body as Buffer);
    expect(Math.abs(Math.max(inkW, inkH) - 100)).toBeLessThanOrEqual(0.5);
  });

  it('the last copy of a limited design goes to one of two clients racing for it', async () => {
    const flash = await publish({ availability: 'one_of_a_kind' });
    const open = (await times(flash.id)).times;
    const answers = await Promise.all([hold(flash.id, open[0]!), hold(flash.id, open[5]!)]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(answers.find((r) => r.status === 409)!.body.error).toBe('FLASH_SOLD_OUT');
  });

  it('an expired hold frees its time; its checkout paid later is refunded in full, never double-booked', async () => {
    const flash = await publish();
    const [start] = (await times(flash.id)).times;
    const first = await hold(flash.id, start!);
    expect(first.status).toBe(201);
    await db
      .doc(`users/${artist.uid}/holds/${String(first.body.holdId)}`)
      .update({ expiresAt: new Date(Date.now() - 1000) });
    expect((await times(flash.id)).times).toContain(start);
    const second = await hold(flash.id, start!);
    expect(second.status, second.text).toBe(201);
    await flow.pay(sessionOf(String(second.body.checkoutUrl)));
    const late = sessionOf(String(first.body.checkoutUrl));
    await flow.pay(late);
    expect(await twin.connectSession(late)).toMatchObject({ paid: true, refunded: true });
    const ledger = await db.doc(`users/${artist.uid}/depositLedger/unpayable-${late}`).get();
    expect(ledger.get('action')).toBe('refunded_unpayable');
    const calendar = await artist.call('get', '/api/calendar-new');
    const atStart = (calendar.body as { appointmentDate: string }[]).filter(
      (a) => new Date(a.appointmentDate).getTime() === new Date(start!).getTime(),
    );
    expect(atStart).toHaveLength(1);
  });

  it('refuses in words: a time not offered, an unknown design, a released hold', async () => {
    const flash = await publish();
    const closed = await hold(flash.id, '2020-01-01T03:00:00+01:00');
    expect(closed.status).toBe(409);
    expect(closed.body.error).toBe('BOOKING_TIME_NOT_OPEN');
    const unknown = await hold('nope', (await times(flash.id)).times[0]!);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('FLASH_NOT_FOUND');
    const [start] = (await times(flash.id)).times;
    const held = await hold(flash.id, start!);
    const release = await request(app).delete(
      `/api/public/booking/${username}/holds/${String(held.body.token)}`,
    );
    expect(release.status, release.text).toBe(200);
    expect((await times(flash.id)).times).toContain(start);
    const again = await request(app).delete(
      `/api/public/booking/${username}/holds/${String(held.body.token)}`,
    );
    expect(again.body.error).toBe('BOOKING_HOLD_NOT_FOUND');
    expect((await twin.connectSession(sessionOf(String(held.body.checkoutUrl))))!.status).toBe(
      'expired',
    );
  });

  it('a flash day offers its own slots, and a time off the slots is refused', async () => {
    const flash = await publish();
    const day = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    const rules = {
      bufferMinutes: 15,
      earliestHours: 24,
      latestDays: 60,
      timeOff: [],
      flashDays: [{ from: day, to: day, slotMinutes: 45 }],
    };
    expect((await artist.call('put', '/api/profile/availability', rules)).status).toBe(200);
    expect((await artist.call('get', '/api/profile/availability')).body.availability).toEqual(
      rules,
    );
    const answer = await times(flash.id);
    expect(answer.flashDays).toEqual([day]);
    const onDay = answer.times.filter((t) => t.startsWith(day));
    // 10:00 to 18:00 in 45-minute slots, each 60-minute design keeping two of them.
    expect(onDay.map((t) => t.slice(11, 16))).toEqual([
      '10:00',
      '10:45',
      '11:30',
      '12:15',
      '13:00',
      '13:45',
      '14:30',
      '15:15',
      '16:00',
    ]);
    const offSlot = await hold(flash.id, onDay[0]!.replace('T10:00', 'T10:30'));
    expect(offSlot.status).toBe(409);
    expect(offSlot.body.error).toBe('BOOKING_TIME_NOT_OPEN');
    const held = await hold(flash.id, onDay[1]!);
    expect(held.status, held.text).toBe(201);
    const after = (await times(flash.id)).times.filter((t) => t.startsWith(day));
    // Its two slots are taken; the slot right after them is open, with no buffer.
    expect(after.map((t) => t.slice(11, 16)).slice(0, 3)).toEqual(['12:15', '13:00', '13:45']);
    await request(app).delete(`/api/public/booking/${username}/holds/${String(held.body.token)}`);
    await artist.call('put', '/api/profile/availability', { ...rules, flashDays: [] });
  });

  it('is priced, answered and charged in the studio currency; set prices keep theirs', async () => {
    const inEuro = await publish();
    const formats = (currency: string) =>
      artist.call('put', '/api/profile/formats', { currency, locale: 'en-GB' });
    expect((await formats('GBP')).status).toBe(200);
    try {
      const inPounds = await publish();
      expect(inPounds.variants[1]!.price).toEqual({ cents: 30_000, currency: 'GBP' });
      expect(inPounds.fromPrice).toEqual({ cents: 20_000, currency: 'GBP' });
      const fromPrices = async (path: string) =>
        new Map(
          ((await artist.call('get', path)).body as ApiFlash[]).map((f) => [f.id, f.fromPrice]),
        );
      // Prices set in euro stay euro: the studio's change does not reprice them.
      expect((await fromPrices('/api/flash')).get(inEuro.id)).toEqual({
        cents: 20_000,
        currency: 'EUR',
      });
      // A flash stored before prices carried their currency reads in the studio's.
      await db
        .doc(`users/${artist.uid}/flash/${inEuro.id}`)
        .update({ currency: FieldValue.delete() });
      const prices = await fromPrices(`/api/public/booking/${username}/flash`);
      expect(prices.get(inPounds.id)).toEqual({ cents: 20_000, currency: 'GBP' });
      expect(prices.get(inEuro.id)).toEqual({ cents: 20_000, currency: 'GBP' });

      const [start] = (await times(inPounds.id)).times;
      const held = await hold(inPounds.id, start!);
      expect(held.status, held.text).toBe(201);
      const session = await twin.connectSession(sessionOf(String(held.body.checkoutUrl)));
      expect(session).toMatchObject({ currency: 'GBP', amountMinor: 10_000 });
      expect(session!.description).toContain('£100.00');
      await request(app).delete(`/api/public/booking/${username}/holds/${String(held.body.token)}`);
    } finally {
      await formats('EUR');
    }
  });
});
