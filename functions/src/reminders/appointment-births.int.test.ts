import { randomUUID } from 'node:crypto';
import {
  localDateTimeInput,
  type ApiAppointmentMail,
  type ApiOpenTimes,
  type MailKind,
} from '@inkforge/domain';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { initFirebase } from '../adapters/firebase/firebase';
import { createArtist, type Artist } from '../../test/support/artist';
import { openBooking, requestFields, sendRequest } from '../../test/support/booking';
import { depositFlow } from '../../test/support/deposit-flow';
import { lineArtPng } from '../../test/support/images';
import { buildTestApp } from '../../test/support/test-app';
import { createTestPayments } from '../../test/support/test-payments';

// Issue 48, finding 8: every confirmed appointment, however it was born, plans the same mails:
// the reminder before (when it is still ahead), the aftercare at its end, the healed-photo ask
// weeks later, as the artist's settings say.

const { db } = initFirebase(process.env.GCLOUD_PROJECT ?? 'demo-inkforge');
const payments = createTestPayments(db);
const { app } = buildTestApp({ payments: payments.twin });
const flow = depositFlow(app, db, payments);
const ZONE = 'Europe/Berlin';
const DAY = 86_400_000;
const nextYear = new Date().getUTCFullYear() + 1;

let artist: Artist;
let username: string;

beforeAll(async () => {
  artist = await createArtist(app, db, { plan: 'premium', timezone: ZONE });
  username = await openBooking(artist, db);
  await flow.connect(artist);
  await artist.call('put', '/api/profile/reminders', {
    hoursBefore: 24,
    studioName: 'Black Lotus Tattoo',
    depositReminderDays: null,
    aftercare: true,
    healedPhotoWeeks: 6,
  });
  await artist.call('put', '/api/profile/working-hours', {
    start: '10:00',
    end: '18:00',
    days: [0, 1, 2, 3, 4, 5, 6],
  });
  await artist.call('put', '/api/profile/availability', {
    bufferMinutes: 0,
    earliestHours: 24,
    latestDays: 60,
    timeOff: [],
  });
});

async function client() {
  const email = `born-${randomUUID()}@example.test`;
  const { body } = await artist.call('post', '/api/clients/enhanced', { name: 'Ada', email });
  return String(body.id);
}

async function created(fields: Record<string, unknown>) {
  const res = await artist.call('post', '/api/appointments', {
    clientId: await client(),
    title: 'Koi sleeve',
    timezone: ZONE,
    duration: 120,
    type: 'tattoo_session',
    allowOverlap: true,
    ...fields,
  });
  expect(res.status, res.text).toBe(201);
  return String(res.body.id);
}

/** The ways an appointment is born (and re-born by a move), each answering its id. */
const BIRTHS: Record<string, () => Promise<{ id: string; ahead: boolean }>> = {
  'the artist books it': async () => ({
    id: await created({ appointmentDate: `${nextYear}-04-02T11:00` }),
    ahead: true,
  }),
  'a booking request accepted': async () => {
    const requestId = await sendRequest(
      app,
      username,
      requestFields({ email: `req-${randomUUID()}@example.test` }),
    );
    const res = await artist.call('post', `/api/booking-requests/${requestId}/accept`, {
      appointmentDate: `${nextYear}-04-03T11:00`,
      timezone: ZONE,
      duration: 180,
      estimatedPrice: 450,
      deposit: 100,
    });
    expect(res.status, res.text).toBe(200);
    return { id: String(res.body.appointmentId), ahead: true };
  },
  'a flash design held and paid': async () => {
    const upload = await request(app)
      .post('/api/photo-editor/upload')
      .set('Authorization', `Bearer ${artist.idToken}`)
      .attach('image', await lineArtPng(64), { filename: 's.png', contentType: 'image/png' });
    const item = await artist.call('post', '/api/gallery', {
      imageUrl: upload.body.imageUrl,
      type: 'tattoo',
      title: 'Swallow design',
    });
    const flash = await artist.call('post', '/api/flash', {
      galleryItemId: item.body.id,
      title: 'Swallow',
      variants: [{ sizeCm: 10, price: 200, duration: 60 }],
      availability: 'repeatable',
    });
    expect(flash.status, flash.text).toBe(201);
    const open = await request(app).get(
      `/api/public/booking/${username}/times?flashId=${String(flash.body.id)}&variant=0`,
    );
    const start = (open.body as ApiOpenTimes).times[3]!;
    const held = await request(app)
      .post(`/api/public/booking/${username}/holds`)
      .send({
        flashId: flash.body.id,
        variant: 0,
        start,
        name: 'Robin Client',
        email: `flash-${randomUUID()}@example.test`,
        adult: true,
        acceptPolicy: true,
        policyVersion: 1,
      });
    expect(held.status, held.text).toBe(201);
    await flow.pay(String(held.body.checkoutUrl).split('/connect/checkout/')[1]!);
    const calendar = await artist.call('get', '/api/calendar-new');
    const booked = (calendar.body as { id: string; appointmentDate: string }[]).find(
      (a) => new Date(a.appointmentDate).getTime() === new Date(start).getTime(),
    );
    return { id: booked!.id, ahead: true };
  },
  'a walk-in recorded as it starts': async () => ({
    id: await created({
      title: 'Walk-in',
      appointmentDate: localDateTimeInput(new Date(), ZONE),
      type: 'walk_in',
      status: 'in_progress',
    }),
    ahead: false,
  }),
  'an appointment moved to another time': async () => {
    const clientId = await client();
    const body = {
      clientId,
      title: 'Koi sleeve',
      timezone: ZONE,
      duration: 120,
      type: 'tattoo_session',
      allowOverlap: true,
    };
    const made = await artist.call('post', '/api/appointments', {
      ...body,
      appointmentDate: `${nextYear}-04-05T11:00`,
    });
    const id = String(made.body.id);
    const moved = await artist.call('put', `/api/appointments/${id}`, {
      ...body,
      appointmentDate: `${nextYear}-04-09T15:00`,
    });
    expect(moved.status, moved.text).toBe(200);
    return { id, ahead: true };
  },
};

async function plannedFor(id: string) {
  const res = await artist.call('get', '/api/appointment-mail');
  const mails = (res.body.mails as ApiAppointmentMail[]).filter((m) => m.appointmentId === id);
  // The mails for the appointment's current time (a move supersedes the old ones).
  const latest = Math.max(...mails.map((m) => new Date(m.startAt).getTime()));
  return mails.filter((m) => new Date(m.startAt).getTime() === latest && m.status !== 'skipped');
}

describe('every way an appointment is born plans the same mails (issue 48, finding 8)', () => {
  for (const [way, born] of Object.entries(BIRTHS)) {
    it(way, async () => {
      const { id, ahead } = await born();
      const mails = await plannedFor(id);
      const kinds = new Set<MailKind>(mails.map((m) => m.kind));
      const expected: MailKind[] = [
        ...(ahead ? ['reminder' as const] : []),
        'aftercare',
        'healed_photo',
      ];
      for (const kind of expected) expect([...kinds], `${way}: ${kind}`).toContain(kind);
      const aftercare = mails.find((m) => m.kind === 'aftercare')!;
      const healed = mails.find((m) => m.kind === 'healed_photo')!;
      expect(new Date(healed.dueAt).getTime() - new Date(aftercare.dueAt).getTime()).toBe(
        6 * 7 * DAY,
      );
    });
  }
});
