import { describe, expect, it } from 'vitest';
import type { CalendarAppointment } from './api-types';
import { groupByLocalDay } from './calendar';

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
