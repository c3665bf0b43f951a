import { randomUUID } from 'node:crypto';
import { localDateKey, toInstant } from '@inkforge/domain';
import { describe, expect, it } from 'vitest';
import { createArtist } from '../../test/support/artist';
import { buildTestApp } from '../../test/support/test-app';
import {
  bookAt,
  freshPhone,
  sweepTextsAt,
  textDepsAt,
  textingStudio,
  textsTo,
} from '../../test/support/texts';
import { deliverText } from './deliver-text';
import { queueText } from './queue-text';

const ZONE = 'Europe/Berlin';
const { app, db } = buildTestApp();

/** The studio's calendar day `days` from now, and a wall-clock time on it. */
const dayAhead = (days: number) => localDateKey(new Date(Date.now() + days * 86_400_000), ZONE);
const at = (day: string, time: string) => toInstant(`${day}T${time}`, ZONE)!;

async function studioWithReminderAt(hours: number) {
  const phone = freshPhone();
  const email = `client-${randomUUID()}@example.test`;
  const artist = await createArtist(app, db, { plan: 'pro', timezone: ZONE });
  const client = await textingStudio(artist, db, {
    phone,
    email,
    settings: { reminderHours: [hours] },
  });
  return { artist, client, phone };
}

const reminders = async (phone: string) =>
  (await textsTo(phone)).filter((t) => t.body.includes('Reply C to confirm'));

describe('quiet hours (issue 44): no text between 21:00 and 08:00 in the studio zone', () => {
  it('sends a reminder due at 07:30 at 08:00, not before', async () => {
    const { artist, client, phone } = await studioWithReminderAt(2);
    const day = dayAhead(5);
    const start = at(day, '09:30');
    const appointment = await bookAt(artist, client.id, start, ZONE);

    const id = `${appointment.id}-reminder-${start.getTime()}-2h`;
    const record = (await db.doc(`users/${artist.uid}/texts/${id}`).get()).data();
    expect(record?.dueAt.toDate()).toEqual(at(day, '08:00'));

    await sweepTextsAt(db, at(day, '07:59'));
    expect(await reminders(phone)).toEqual([]);
    await sweepTextsAt(db, at(day, '08:00'));
    const sent = await reminders(phone);
    expect(sent.map((t) => t.body)).toEqual([
      expect.stringMatching(/^Black Lotus Tattoo: Hi Ada, see you .* at 09:30\. Reply C/),
    ]);
  });

  it('sends it at 20:59 the evening before when 08:00 would be after the visit', async () => {
    const { artist, client, phone } = await studioWithReminderAt(2);
    const day = dayAhead(5);
    const eve = dayAhead(4);
    const start = at(day, '07:45');
    const appointment = await bookAt(artist, client.id, start, ZONE);

    const id = `${appointment.id}-reminder-${start.getTime()}-2h`;
    const record = (await db.doc(`users/${artist.uid}/texts/${id}`).get()).data();
    expect(record?.dueAt.toDate()).toEqual(at(eve, '20:59'));

    await sweepTextsAt(db, at(eve, '20:58'));
    expect(await reminders(phone)).toEqual([]);
    await sweepTextsAt(db, at(eve, '20:59'));
    expect(await reminders(phone)).toHaveLength(1);
  });

  it("sends the artist's own reply at 22:30 at once: an answer is not held", async () => {
    const { artist, client, phone } = await studioWithReminderAt(2);
    const late = at(dayAhead(1), '22:30');
    const deps = textDepsAt(db, () => late);
    const id = `reply-${randomUUID()}`;
    const words = 'Black Lotus Tattoo: yes, 11:00 works. See you then!';
    await queueText(
      deps,
      artist.uid,
      {
        id,
        clientId: client.id,
        kind: 'reply',
        appointmentId: null,
        startAt: null,
        dueAt: late,
        to: phone,
        body: words,
      },
      late,
    );
    expect(await deliverText(deps, artist.uid, id)).toBe('sent');
    expect((await textsTo(phone)).map((t) => t.body)).toEqual([words]);
  });
});
