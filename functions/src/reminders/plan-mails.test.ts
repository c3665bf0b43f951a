import { describe, expect, it } from 'vitest';
import { plannedMails, type AppointmentMoment } from './plan-mails';

const now = new Date('2031-05-01T10:00:00.000Z');
const hours = (n: number) => new Date(now.getTime() + n * 3_600_000);
const at = (start: Date, status: AppointmentMoment['status'] = 'scheduled'): AppointmentMoment => ({
  id: 'a1',
  start,
  status,
});
const summary = (mails: ReturnType<typeof plannedMails>) =>
  mails.map(
    (m) => `${m.kind} ${m.status} ${m.dueAt.toISOString()}${m.reason ? ` ${m.reason}` : ''}`,
  );

describe('plannedMails', () => {
  it('books: a confirmation now and a reminder the chosen hours before', () => {
    expect(summary(plannedMails(null, at(hours(72)), 24, now))).toEqual([
      `confirmation pending ${now.toISOString()}`,
      `reminder pending ${hours(48).toISOString()}`,
    ]);
  });

  it('records the reminder as skipped when the booking is already inside its window', () => {
    expect(summary(plannedMails(null, at(hours(3)), 24, now))[1]).toBe(
      `reminder skipped ${hours(-21).toISOString()} BOOKED_INSIDE_REMINDER_WINDOW`,
    );
  });

  it('sends nothing for an appointment entered after the fact', () => {
    expect(plannedMails(null, at(hours(-2)), 24, now)).toEqual([]);
    expect(plannedMails(null, at(hours(5), 'completed'), 24, now)).toEqual([]);
  });

  it('moves: a note now and a reminder for the new time; other edits send nothing', () => {
    expect(summary(plannedMails(at(hours(72)), at(hours(96)), 24, now))).toEqual([
      `moved pending ${now.toISOString()}`,
      `reminder pending ${hours(72).toISOString()}`,
    ]);
    expect(plannedMails(at(hours(72)), at(hours(72), 'confirmed'), 24, now)).toEqual([]);
  });

  it('cancels with a note, and a reopened appointment is booked again', () => {
    expect(summary(plannedMails(at(hours(72)), at(hours(72), 'cancelled'), 24, now))).toEqual([
      `cancelled pending ${now.toISOString()}`,
    ]);
    expect(
      plannedMails(at(hours(72), 'cancelled'), at(hours(72)), 24, now).map((m) => m.kind),
    ).toEqual(['confirmation', 'reminder']);
  });
});
