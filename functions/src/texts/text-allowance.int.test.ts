import { randomUUID } from 'node:crypto';
import { countSegments, textUsageMonth } from '@inkforge/domain';
import { describe, expect, it } from 'vitest';
import { createArtist } from '../../test/support/artist';
import { buildTestApp } from '../../test/support/test-app';
import {
  freshPhone,
  sweepTextsAt,
  textDepsAt,
  textingStudio,
  textsTo,
  daytimeZone,
} from '../../test/support/texts';
import { textsArea } from './area';
import { deliverText, queueText } from '.';

// Daytime in the studio now: its booking texts are not held by quiet hours.
const ZONE = daytimeZone();
const HOUR = 3_600_000;
const { app, db, deps: appDeps } = buildTestApp();

/** A text of exactly two GSM-7 segments (200 units with the studio name). */
const TWO_SEGMENTS = `Black Lotus Tattoo: ${'x'.repeat(180)}`;

describe('the monthly allowance and credits per segment (issue 44, Deliver 7)', () => {
  it('counts and charges exactly under 10 sends at once', async () => {
    expect(countSegments(TWO_SEGMENTS).segments).toBe(2);
    const phone = freshPhone();
    const artist = await createArtist(app, db, { plan: 'basic', timezone: ZONE });
    const client = await textingStudio(artist, db, {
      phone,
      email: `client-${randomUUID()}@example.test`,
      settings: { overAllowance: 'credits' },
    });
    const now = new Date();
    const month = textUsageMonth(now);
    // 95 of the basic plan's 100 segments used; 40 credits to spend beyond it.
    await db.doc(`users/${artist.uid}/textUsage/${month}`).set({ segments: 95 });
    await db
      .doc(`users/${artist.uid}`)
      .update({ subscriptionCredits: 40, packCredits: 0, creditsRemaining: 40 });

    const deps = textDepsAt(db, () => now);
    const ids = Array.from({ length: 10 }, (_, i) => `reply-${randomUUID()}-${i}`);
    await queueText(
      deps,
      artist.uid,
      ids.map((id) => ({
        id,
        clientId: client.id,
        kind: 'reply' as const,
        appointmentId: null,
        startAt: null,
        dueAt: now,
        body: TWO_SEGMENTS,
      })),
      now,
    );
    await Promise.all(ids.map((id) => deliverText(deps, artist.uid, id)));
    // A send that met contention waits a minute: the scheduler finishes the rest.
    await sweepTextsAt(db, new Date(now.getTime() + 2 * 60_000));

    expect(await textsTo(phone)).toHaveLength(10);
    const usage = await artist.call('get', '/api/texts/usage');
    expect(usage.body).toEqual({ month, used: 115, allowance: 100, overAllowance: 'credits' });
    // 20 segments, 5 of them inside the allowance: 15 credits, one ledger entry per text over.
    const ledger = await db.collection(`users/${artist.uid}/ledger`).get();
    const spends = ledger.docs.filter((d) => d.id.startsWith('text-'));
    expect(spends.reduce((sum, d) => sum - (d.get('amount') as number), 0)).toBe(15);
    const user = (await db.doc(`users/${artist.uid}`).get()).data()!;
    expect(user.subscriptionCredits + user.packCredits).toBe(25);
  });

  it('pauses beyond the allowance by default: the words go by e-mail, nothing is charged', async () => {
    const phone = freshPhone();
    const artist = await createArtist(app, db, { plan: 'basic', timezone: ZONE });
    const email = `client-${randomUUID()}@example.test`;
    const client = await textingStudio(artist, db, { phone, email });
    const now = new Date();
    await db.doc(`users/${artist.uid}/textUsage/${textUsageMonth(now)}`).set({ segments: 99 });
    const deps = textDepsAt(db, () => now);
    const id = `reply-${randomUUID()}`;
    await queueText(
      deps,
      artist.uid,
      {
        id,
        clientId: client.id,
        kind: 'reply',
        appointmentId: null,
        startAt: null,
        dueAt: now,
        body: TWO_SEGMENTS,
      },
      now,
    );
    expect(await deliverText(deps, artist.uid, id)).toBe('emailed');
    expect(await textsTo(phone)).toEqual([]);
    expect((await artist.call('get', '/api/texts/usage')).body.used).toBe(99);
  });
});

describe('texts keyed by change (issue 44)', () => {
  it('makes the same change planned twice one text', async () => {
    const phone = freshPhone();
    const artist = await createArtist(app, db, { plan: 'pro', timezone: ZONE });
    const client = await textingStudio(artist, db, {
      phone,
      email: `client-${randomUUID()}@example.test`,
    });
    const start = new Date(Math.ceil((Date.now() + 5 * 24 * HOUR) / 60_000) * 60_000);
    const ref = db.collection(`users/${artist.uid}/appointments`).doc();
    await ref.set({
      clientId: client.id,
      title: 'Koi sleeve',
      appointmentDate: start,
      timezone: ZONE,
      duration: 120,
      type: 'tattoo_session',
      status: 'scheduled',
      createdAt: new Date(),
    });
    const texts = textsArea(
      { ...appDeps, ledger: textDepsAt(db, () => new Date()).ledger },
      { requireAuth: (_q, _s, next) => next(), optionalAuth: (_q, _s, next) => next() },
    );
    const booked = { id: ref.id, start, status: 'scheduled' as const };
    // The same booking told twice at once (two hooks, or a retried request).
    await Promise.all([
      texts.onAppointmentChange(artist.uid, null, booked),
      texts.onAppointmentChange(artist.uid, null, booked),
    ]);
    await texts.onAppointmentChange(artist.uid, null, booked);

    const sent = await textsTo(phone);
    expect(sent.map((t) => t.body)).toEqual([expect.stringMatching(/you're booked for/)]);
    const records = await db
      .collection(`users/${artist.uid}/texts`)
      .where('appointmentId', '==', ref.id)
      .get();
    expect(records.docs.map((d) => d.get('kind')).sort()).toEqual([
      'booking_confirmation',
      'intake_link',
      'reminder',
      'reminder',
    ]);
  });
});
