import { randomUUID } from 'node:crypto';
import { localDateTimeInput } from '@inkforge/domain';
import { describe, expect, it } from 'vitest';
import { inboxOf } from '../../test/support/mail-catcher';
import { createTestStudio, joinStudio } from '../../test/support/studio';
import { buildTestApp } from '../../test/support/test-app';
import { createStudiosRepository } from '../studios/studios.repository';

const HOUR = 3_600_000;
const ZONE = 'Europe/Berlin';
const { app, db } = buildTestApp();

interface CaughtFrom {
  from: { address: string; name: string }[];
}

describe('a studio artist’s client mails (issue 43)', () => {
  it('name the studio from its record and the performing artist, until the artist leaves', async () => {
    const studioName = `Black Lotus ${randomUUID().slice(0, 6)}`;
    const studio = await createTestStudio(app, db, {
      artists: 0,
      timezone: ZONE,
      name: studioName,
    });
    const repo = createStudiosRepository(db);
    await repo.refs.studios.doc(studio.id).update({ address: '12 Canal St, Berlin' });
    const ana = await joinStudio(app, db, studio.id, 'artist', { plan: 'pro', timezone: ZONE });
    await db.doc(`users/${ana.uid}`).update({ displayName: 'Ana Moreau' });
    // What Ana typed for herself before joining: her clients read the studio's instead.
    const settings = await ana.call('put', '/api/profile/reminders', {
      hoursBefore: 24,
      studioName: 'Ana Solo Ink',
      studioAddress: '1 Old Road, Hamburg',
      depositReminderDays: null,
      aftercare: false,
      healedPhotoWeeks: null,
    });
    expect(settings.status).toBe(200);
    const email = `client-${randomUUID()}@example.test`;
    const client = await ana.call('post', '/api/clients', { name: 'Ada', email });
    const start = new Date(Math.ceil((Date.now() + 72 * HOUR) / 60_000) * 60_000);
    const booked = await ana.call('post', '/api/appointments', {
      clientId: client.body.id,
      title: 'Koi',
      appointmentDate: localDateTimeInput(start, ZONE),
      timezone: ZONE,
      duration: 120,
      type: 'tattoo_session',
    });
    expect(booked.status).toBe(201);

    const [confirmation] = await inboxOf(email);
    expect(confirmation!.subject).toMatch(
      new RegExp(`^Booked: your tattoo session with ${studioName} on `),
    );
    expect(confirmation!.text.split('\n')[0]).toBe(`Ana Moreau · ${studioName}`);
    expect(confirmation!.text).toContain('Where: 12 Canal St, Berlin');
    expect(confirmation!.text).not.toContain('Ana Solo Ink');
    expect(confirmation!.html).toContain(studioName);
    expect(confirmation!.html).toContain('Ana Moreau');
    expect((confirmation as unknown as CaughtFrom).from[0]!.name).toBe(studioName);

    // Ana leaves: the next mail is hers alone again (the studio is read on every send).
    await repo.refs.members(studio.id).doc(ana.uid).delete();
    await repo.refs.memberships.doc(ana.uid).delete();
    const later = new Date(start.getTime() + 24 * HOUR);
    const moved = await ana.call('put', `/api/appointments/${booked.body.id}`, {
      title: 'Koi',
      appointmentDate: localDateTimeInput(later, ZONE),
      timezone: ZONE,
      duration: 120,
      type: 'tattoo_session',
    });
    expect(moved.status).toBe(200);
    const mails = await inboxOf(email);
    expect(mails.map((m) => m.subject.split(':')[0])).toEqual(['Booked', 'Moved']);
    expect(mails[1]!.subject).toContain('with Ana Solo Ink');
    expect(mails[1]!.text).toContain('Where: 1 Old Road, Hamburg');
  });
});
