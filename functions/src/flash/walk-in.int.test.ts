import { beforeAll, describe, expect, it } from 'vitest';
import { dayFlags, type CalendarAppointment } from '@inkforge/domain';
import { initFirebase } from '../adapters/firebase/firebase';
import { createArtist, type Artist } from '../../test/support/artist';
import { flashPage } from '../../test/support/flash-page';
import { buildTestApp } from '../../test/support/test-app';

// Issue 47, "what a new artist met": a walk-in was flagged DEPOSIT DUE, had no project (so no
// "Record payment"), and could not be tied to a flash design. POST /api/walk-ins records one in
// a single step: client, project in progress, appointment starting now, and its flash.

const { db } = initFirebase(process.env.GCLOUD_PROJECT ?? 'demo-inkforge');
const { app } = buildTestApp();

let artist: Artist;

const walkIn = (body: object) => artist.call('post', '/api/walk-ins', body);

async function onCalendar(id: string): Promise<CalendarAppointment> {
  const res = await artist.call('get', '/api/calendar-new');
  expect(res.status, res.text).toBe(200);
  return (res.body as CalendarAppointment[]).find((a) => a.id === id)!;
}

describe('a walk-in in one step (issue 47)', () => {
  beforeAll(async () => {
    artist = await createArtist(app, db, { plan: 'premium', timezone: 'Europe/London' });
  });

  it('makes a client, a project in progress and an appointment now; no deposit is due', async () => {
    const res = await walkIn({ name: 'Jo at the door', duration: 60, timezone: 'Europe/London' });
    expect(res.status, res.text).toBe(201);
    const { clientId, projectId, appointmentId } = res.body;
    const project = (await db.doc(`users/${artist.uid}/projects/${projectId}`).get()).data()!;
    expect(project).toMatchObject({ clientId, status: 'in_progress', title: 'Walk-in' });
    const client = (await db.doc(`users/${artist.uid}/clients/${clientId}`).get()).data()!;
    expect(client.name).toBe('Jo at the door');
    expect(client.email).toBeUndefined();
    const a = await onCalendar(appointmentId);
    expect(a).toMatchObject({ type: 'walk_in', status: 'in_progress', projectId });
    expect(Math.abs(Date.parse(a.appointmentDate) - Date.now())).toBeLessThan(120_000);
    expect(dayFlags(a).depositDue).toBe(false);
  });

  it('ties a flash design: its price, its stencil, a copy counted; the last copy only once', async () => {
    const page = flashPage(app, artist, '');
    const design = await page.published({
      title: 'Swallow',
      availability: 'one_of_a_kind',
      variants: [
        { sizeCm: 8, price: 90, duration: 45 },
        { sizeCm: 12, price: 140, duration: 75 },
      ],
    });
    const both = await Promise.all([
      walkIn({
        name: 'Ana',
        duration: 75,
        timezone: 'Europe/London',
        flash: { id: design.id, variant: 1 },
      }),
      walkIn({
        name: 'Ben',
        duration: 75,
        timezone: 'Europe/London',
        flash: { id: design.id, variant: 1 },
      }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    const made = both.find((r) => r.status === 201)!;
    const refused = both.find((r) => r.status === 409)!;
    expect(refused.body).toMatchObject({ error: 'FLASH_SOLD_OUT', message: expect.any(String) });
    const a = await onCalendar(made.body.appointmentId);
    expect(a.flash).toEqual({ id: design.id, variant: 1, sizeCm: 12 });
    expect(a.price).toBe(140);
    expect(a.title).toBe('Swallow (flash, 12 cm), walk-in');
    const stored = (await db.doc(`users/${artist.uid}/flash/${design.id}`).get()).data()!;
    expect(stored.sold).toBe(1);
    const stencil = await artist.call('get', `/api/appointments/${a.id}/flash-stencil.pdf`);
    expect(stencil.status).toBe(200);
  });

  it('refuses in words: no name, a length out of range, another artist’s client or flash', async () => {
    const other = await createArtist(app, db, { plan: 'premium' });
    const theirs = await other.call('post', '/api/clients', { name: 'Not yours' });
    expect(theirs.status, theirs.text).toBe(201);
    const cases = [
      { duration: 60, timezone: 'Europe/London' },
      { name: 'X', duration: 5, timezone: 'Europe/London' },
      { name: 'X', duration: 60, timezone: 'Mars/Base' },
    ];
    for (const body of cases) {
      const res = await walkIn(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    }
    const client = await walkIn({ clientId: theirs.body.id, duration: 60, timezone: 'UTC' });
    expect(client.status).toBe(404);
    const flash = await walkIn({
      name: 'X',
      duration: 60,
      timezone: 'UTC',
      flash: { id: 'not-a-design', variant: 0 },
    });
    expect(flash.status).toBe(404);
    expect(flash.body.error).toBe('FLASH_NOT_FOUND');
  });
});
