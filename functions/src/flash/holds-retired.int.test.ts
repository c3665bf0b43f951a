import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createArtist, type Artist } from '../../test/support/artist';
import { openBooking } from '../../test/support/booking';
import { depositFlow } from '../../test/support/deposit-flow';
import { flashPage, openFlashTimes } from '../../test/support/flash-page';
import { buildTestApp } from '../../test/support/test-app';
import { createTestPayments } from '../../test/support/test-payments';

// Issue 48, finding 14: holds are retired (Firestore's TTL deletes each a week after it ends),
// and the reads ask for live holds only, with the composite indexes those queries need.

const { app, db } = buildTestApp();
const payments = createTestPayments(db);
const flow = depositFlow(app, db, payments);
const DAY = 86_400_000;

let artist: Artist;
let page: ReturnType<typeof flashPage>;

beforeAll(async () => {
  artist = await createArtist(app, db, { plan: 'premium', timezone: 'Europe/Berlin' });
  const username = await openBooking(artist, db);
  await flow.connect(artist);
  await openFlashTimes(artist);
  page = flashPage(app, artist, username);
});

interface IndexSpec {
  indexes: { collectionGroup: string; queryScope: string; fields: { fieldPath: string }[] }[];
  fieldOverrides: { collectionGroup: string; fieldPath: string; ttl?: boolean }[];
}
const spec = JSON.parse(
  readFileSync(path.resolve(__dirname, '../../../firestore.indexes.json'), 'utf8'),
) as IndexSpec;

describe('holds are retired (issue 48, finding 14)', () => {
  it('every hold carries the time the TTL policy deletes it: a week after it ends', async () => {
    const flash = await page.published();
    const [start] = await page.times(flash.id);
    const held = await page.hold(flash.id, start!);
    expect(held.status, held.text).toBe(201);
    const stored = (await db.doc(`users/${artist.uid}/holds/${held.body.holdId}`).get()).data();
    const ends = new Date(String(held.body.expiresAt)).getTime();
    // Before: no retireAt, and no TTL policy: every abandoned hold stayed for ever.
    expect(stored?.retireAt?.toDate().getTime()).toBe(ends + 7 * DAY);
    expect(spec.fieldOverrides).toContainEqual(
      expect.objectContaining({ collectionGroup: 'holds', fieldPath: 'retireAt', ttl: true }),
    );
  });

  it('declares the composite indexes of the live-hold reads (status + end; design + status + end)', () => {
    const shapes = spec.indexes
      .filter((i) => i.collectionGroup === 'holds' && i.queryScope === 'COLLECTION')
      .map((i) => i.fields.map((f) => f.fieldPath).join(','));
    expect(shapes).toEqual(
      expect.arrayContaining(['status,expiresAt', 'flashId,status,expiresAt']),
    );
  });

  it('an ended hold no longer takes its time, whatever its stored status says', async () => {
    const flash = await page.published();
    const [start] = await page.times(flash.id);
    const held = await page.hold(flash.id, start!);
    expect(held.status, held.text).toBe(201);
    expect(await page.times(flash.id)).not.toContain(start);
    await db
      .doc(`users/${artist.uid}/holds/${held.body.holdId}`)
      .update({ expiresAt: new Date(Date.now() - 1000) });
    expect(await page.times(flash.id)).toContain(start);
  });
});
