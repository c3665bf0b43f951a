import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createArtist, type Artist } from '../../test/support/artist';
import { openBooking } from '../../test/support/booking';
import { depositFlow } from '../../test/support/deposit-flow';
import { flashPage, openFlashTimes, sessionOf } from '../../test/support/flash-page';
import { inboxOf } from '../../test/support/mail-catcher';
import { buildTestApp } from '../../test/support/test-app';
import { createTestPayments } from '../../test/support/test-payments';

// Issue 48, finding 5: what the flash page says is what the checkout charges and the booked
// mail says; a price that cannot be charged online is refused when the artist sets it.

const { app, db } = buildTestApp();
const payments = createTestPayments(db);
const { twin } = payments;
const flow = depositFlow(app, db, payments);

let artist: Artist;
let page: ReturnType<typeof flashPage>;

beforeAll(async () => {
  artist = await createArtist(app, db, { plan: 'premium', timezone: 'Europe/Berlin' });
  // The artist asks no deposit on requests: flash still takes one, and must say so.
  const username = await openBooking(artist, db, { depositKind: 'none' });
  await flow.connect(artist);
  await openFlashTimes(artist);
  page = flashPage(app, artist, username);
});

describe('the flash deposit: said, charged and mailed the same (issue 48, finding 5)', () => {
  it('with the rule "none": the page, the checkout and the booked mail all say €36.00', async () => {
    const flash = await page.published();
    const listed = await page.publicFlash(flash.id);
    // Before: the page had no deposit to show but the rule's "No deposit"; the checkout took 30 %.
    expect(listed.variants[0]).toMatchObject({
      price: { cents: 12_000, currency: 'EUR' },
      deposit: { cents: 3_600, currency: 'EUR' },
    });
    const [start] = await page.times(flash.id);
    const email = `flash-${randomUUID()}@example.test`;
    const held = await page.hold(flash.id, start!, email);
    expect(held.status, held.text).toBe(201);
    const session = sessionOf(String(held.body.checkoutUrl));
    expect(await twin.connectSession(session)).toMatchObject({
      amountMinor: 3_600,
      currency: 'EUR',
    });
    await flow.pay(session);
    const booked = (await inboxOf(email)).filter((m) => m.subject.startsWith('Booked:'));
    expect(booked).toHaveLength(1);
    expect(booked[0]!.subject).toContain('deposit €36.00 received');
  });

  it('refuses a price of 0.00 or below the minimum when it is set, naming the minimum', async () => {
    // Before: 201, and a hold on it opened a checkout of €0.50 for a design priced €0.00.
    for (const price of [0, 0.1, 0.49]) {
      const res = await page.publish({ variants: [{ sizeCm: 10, price, duration: 60 }] });
      expect(res.status, `${price}: ${res.text}`).toBe(400);
      expect(res.body).toMatchObject({
        error: 'FLASH_PRICE_BELOW_MINIMUM',
        message:
          'Each size needs a price of at least €0.50: clients pay the deposit online and Stripe charges at least €0.50 in EUR.',
      });
    }
    const flash = await page.published();
    const patch = await request(app)
      .patch(`/api/flash/${flash.id}`)
      .set('Authorization', `Bearer ${artist.idToken}`)
      .send({ variants: [{ sizeCm: 10, price: 0, duration: 60 }] });
    expect(patch.status, patch.text).toBe(400);
    expect(patch.body.error).toBe('FLASH_PRICE_BELOW_MINIMUM');
    expect((await page.publicFlash(flash.id)).variants[0]!.price.cents).toBe(12_000);
  });

  it('a deposit rule below the minimum on a small price is raised to it, and said so', async () => {
    const flash = await page.published({ variants: [{ sizeCm: 5, price: 1, duration: 30 }] });
    // 30 % of €1.00 is €0.30, which Stripe cannot charge: the page and the checkout say €0.50.
    expect((await page.publicFlash(flash.id)).variants[0]!.deposit).toEqual({
      cents: 50,
      currency: 'EUR',
    });
    const [start] = await page.times(flash.id);
    const held = await page.hold(flash.id, start!);
    expect(held.status, held.text).toBe(201);
    const session = await twin.connectSession(sessionOf(String(held.body.checkoutUrl)));
    expect(session!.amountMinor).toBe(50);
  });
});
