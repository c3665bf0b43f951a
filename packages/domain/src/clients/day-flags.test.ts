import { describe, expect, it } from 'vitest';
import type { CalendarAppointment } from './api-types';
import { dayFlags } from './day-flags';

const base: CalendarAppointment = {
  id: 'a',
  clientId: 'c',
  clientName: 'Ada',
  title: 'Session',
  appointmentDate: '2030-01-01T10:00:00.000Z',
  timezone: 'UTC',
  localDate: '2030-01-01',
  duration: 120,
  type: 'tattoo_session',
  status: 'scheduled',
  createdAt: '2030-01-01T00:00:00.000Z',
  intakeSigned: false,
};

describe('dayFlags', () => {
  it('flags a live appointment without deposit or intake, and a client allergy', () => {
    expect(dayFlags(base)).toEqual({
      depositDue: true,
      intakeMissing: true,
      medicalWarning: undefined,
    });
    expect(dayFlags({ ...base, depositPaid: 80, clientAllergies: 'Latex' })).toMatchObject({
      depositDue: false,
      medicalWarning: 'Latex',
    });
    expect(dayFlags({ ...base, status: 'cancelled', depositPaid: 0 })).toMatchObject({
      depositDue: false,
      intakeMissing: false,
    });
  });

  // Issue 47: a walk-in was flagged "DEPOSIT DUE"; nobody asks a deposit of a client at the door.
  it('never flags a deposit due on a walk-in', () => {
    expect(dayFlags({ ...base, type: 'walk_in', status: 'in_progress' }).depositDue).toBe(false);
  });

  it('adds what the signed intake flagged to the recorded allergies', () => {
    const signed = { ...base, intakeSigned: true, intakeFlags: ['Blood thinners'] };
    expect(dayFlags({ ...signed, clientAllergies: 'Latex' })).toMatchObject({
      intakeMissing: false,
      medicalWarning: 'Latex · Blood thinners',
    });
  });
});
