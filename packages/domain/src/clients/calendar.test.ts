import { describe, expect, it } from 'vitest';
import type { CalendarAppointment } from './api-types';
import { findOverlap, groupByLocalDay } from './calendar';

function at(id: string, appointmentDate: string, localDate: string): CalendarAppointment {
  return {
    id,
    clientId: 'c',
    clientName: 'Ada',
    title: id,
    appointmentDate,
    timezone: 'America/Los_Angeles',
    localDate,
    duration: 120,
    type: 'consultation',
    status: 'scheduled',
    createdAt: appointmentDate,
    intakeSigned: false,
  };
}

describe('groupByLocalDay', () => {
  it('groups by local day and sorts days and times', () => {
    const days = groupByLocalDay([
      at('late', '2025-03-15T06:30:00.000Z', '2025-03-14'),
      at('next', '2025-03-15T17:00:00.000Z', '2025-03-15'),
      at('early', '2025-03-14T16:00:00.000Z', '2025-03-14'),
    ]);
    expect(days.map((d) => [d.date, d.appointments.map((a) => a.id)])).toEqual([
      ['2025-03-14', ['early', 'late']],
      ['2025-03-15', ['next']],
    ]);
  });
});

describe('findOverlap', () => {
  const slot = (id: string, iso: string, duration: number, status = 'scheduled') => ({
    id,
    title: id,
    start: new Date(iso),
    duration,
    status,
  });
  const booked = [
    slot('a', '2030-05-10T14:00:00Z', 120),
    slot('x', '2030-05-10T18:00:00Z', 60, 'cancelled'),
  ];

  it('finds 14:30 inside 14:00–16:00 and nothing back to back', () => {
    expect(findOverlap(slot('n', '2030-05-10T14:30:00Z', 60), booked)?.id).toBe('a');
    expect(findOverlap(slot('n', '2030-05-10T13:00:00Z', 61), booked)?.id).toBe('a');
    expect(findOverlap(slot('n', '2030-05-10T16:00:00Z', 60), booked)).toBeUndefined();
    expect(findOverlap(slot('n', '2030-05-10T12:00:00Z', 120), booked)).toBeUndefined();
  });

  it('ignores cancelled appointments and the appointment itself', () => {
    expect(findOverlap(slot('n', '2030-05-10T18:30:00Z', 30), booked)).toBeUndefined();
    expect(findOverlap(slot('a', '2030-05-10T15:00:00Z', 60), booked)).toBeUndefined();
  });
});
