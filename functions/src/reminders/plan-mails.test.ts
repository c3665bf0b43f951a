import { describe, expect, it } from 'vitest';
import type { AppointmentMoment } from '../clients/deps';
import { plannedMails, type PlanSettings } from './plan-mails';

const now = new Date('2031-05-01T10:00:00.000Z');
const hours = (n: number) => new Date(now.getTime() + n * 3_600_000);
const at = (start: Date, status: AppointmentMoment['status'] = 'scheduled'): AppointmentMoment => ({
  id: 'a1',
  start,
  status,
});
/** The reminder alone: nothing chased. */
const only = (hoursBefore: number): PlanSettings => ({
  hoursBefore,
  depositReminderDays: null,
  releaseUnpaidAfterDays: null,
  aftercare: false,
  healedPhotoWeeks: null,
});
const summary = (mails: ReturnType<typeof plannedMails>) =>
  mails.map(
    (m) => `${m.kind} ${m.status} ${m.dueAt.toISOString()}${m.reason ? ` ${m.reason}` : ''}`,
  );

describe('plannedMails', () => {
  it('books: a confirmation now and a reminder the chosen hours before', () => {
    expect(summary(plannedMails(null, at(hours(72)), only(24), now))).toEqual([
      `confirmation pending ${now.toISOString()}`,
      `reminder pending ${hours(48).toISOString()}`,
    ]);
  });

  it('records the reminder as skipped when the booking is already inside its window', () => {
    expect(summary(plannedMails(null, at(hours(3)), only(24), now))[1]).toBe(
      `reminder skipped ${hours(-21).toISOString()} BOOKED_INSIDE_REMINDER_WINDOW`,
    );
  });

  it('sends nothing for an appointment entered after the fact', () => {
    expect(plannedMails(null, at(hours(-2)), only(24), now)).toEqual([]);
    expect(plannedMails(null, at(hours(5), 'completed'), only(24), now)).toEqual([]);
  });

  it('moves: a note now and a reminder for the new time; other edits send nothing', () => {
    expect(summary(plannedMails(at(hours(72)), at(hours(96)), only(24), now))).toEqual([
      `moved pending ${now.toISOString()}`,
      `reminder pending ${hours(72).toISOString()}`,
    ]);
    expect(plannedMails(at(hours(72)), at(hours(72), 'confirmed'), only(24), now)).toEqual([]);
  });

  it('cancels with a note, and a reopened appointment is booked again', () => {
    expect(summary(plannedMails(at(hours(72)), at(hours(72), 'cancelled'), only(24), now))).toEqual(
      [`cancelled pending ${now.toISOString()}`],
    );
    expect(
      plannedMails(at(hours(72), 'cancelled'), at(hours(72)), only(24), now).map((m) => m.kind),
    ).toEqual(['confirmation', 'reminder']);
  });
});

describe('plannedMails: what chases a booking (issue 27)', () => {
  const chasing: PlanSettings = {
    hoursBefore: 24,
    depositReminderDays: 2,
    releaseUnpaidAfterDays: 3,
    aftercare: true,
    healedPhotoWeeks: 6,
  };
  const session = { type: 'tattoo_session', durationMinutes: 180 } as const;
  const days = (n: number) => hours(24 * n);

  it('reminds an unpaid deposit after the days set, then releases the slot days later', () => {
    const planned = summary(plannedMails(null, at(days(10)), chasing, now, session));
    expect(planned).toContain(`deposit_reminder pending ${days(2).toISOString()}`);
    expect(planned).toContain(`slot_released pending ${days(5).toISOString()}`);
  });

  it('plans no release unless the artist chose it, and nothing past the start', () => {
    const noRelease = plannedMails(
      null,
      at(days(10)),
      { ...chasing, releaseUnpaidAfterDays: null },
      now,
      session,
    );
    expect(noRelease.map((m) => m.kind)).not.toContain('slot_released');
    // Booked for the day after tomorrow: both would fall after the start.
    const soon = plannedMails(null, at(days(1.5)), chasing, now, session);
    expect(soon.map((m) => m.kind)).not.toContain('deposit_reminder');
    expect(soon.map((m) => m.kind)).not.toContain('slot_released');
  });

  it('sends aftercare when a tattoo session ends and the healed-photo link weeks later', () => {
    const planned = summary(plannedMails(null, at(days(10)), chasing, now, session));
    const end = new Date(days(10).getTime() + 180 * 60_000);
    expect(planned).toContain(`aftercare pending ${end.toISOString()}`);
    expect(planned).toContain(
      `healed_photo pending ${new Date(end.getTime() + 42 * 86_400_000).toISOString()}`,
    );
  });

  it('sends no aftercare after a consultation, nor when the artist turned it off', () => {
    const consult = plannedMails(null, at(days(10)), chasing, now, {
      type: 'consultation',
      durationMinutes: 60,
    });
    expect(consult.map((m) => m.kind)).not.toContain('aftercare');
    expect(consult.map((m) => m.kind)).not.toContain('healed_photo');
    const off = plannedMails(
      null,
      at(days(10)),
      { ...chasing, aftercare: false, healedPhotoWeeks: null },
      now,
      session,
    );
    expect(off.map((m) => m.kind)).toEqual([
      'confirmation',
      'reminder',
      'deposit_reminder',
      'slot_released',
    ]);
  });

  it('plans the chase again for a moved appointment, and only the note for a cancelled one', () => {
    const moved = plannedMails(at(days(10)), at(days(12)), chasing, now, session);
    expect(moved.map((m) => m.kind)).toEqual([
      'moved',
      'reminder',
      'deposit_reminder',
      'slot_released',
      'aftercare',
      'healed_photo',
    ]);
    expect(moved.every((m) => m.startAt.getTime() === days(12).getTime())).toBe(true);
    const cancelled = plannedMails(at(days(10)), at(days(10), 'cancelled'), chasing, now, session);
    expect(cancelled.map((m) => m.kind)).toEqual(['cancelled']);
  });
});
