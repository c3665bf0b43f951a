import { describe, expect, it } from 'vitest';
import {
  commissionLine,
  commissionTotals,
  monthWindow,
  splitShare,
  type CommissionPayment,
} from './commissions';
import { commissionsCsv, csvText } from './commissions-csv';

const member = (houseShare: Parameters<typeof splitShare>[1]) => ({
  uid: 'a1',
  displayName: 'Ana',
  role: 'artist' as const,
  houseShare,
});
const pay = (id: string, amountCents: number, extra: Partial<CommissionPayment> = {}) => ({
  id,
  amountCents,
  kind: 'payment' as const,
  refunded: false,
  paymentDate: '2026-11-10',
  ...extra,
});

describe('splitShare', () => {
  it('gives the house the floor of its percent and the artist the rest', () => {
    expect(splitShare(33_333, { kind: 'percent', percent: 40 })).toEqual({
      houseCents: 13_333,
      artistCents: 20_000,
    });
    expect(splitShare(1, { kind: 'percent', percent: 99 })).toEqual({
      houseCents: 0,
      artistCents: 1,
    });
  });

  it('sums to the amount for every amount and percent', () => {
    for (const cents of [0, 1, 7, 99, 101, 12_345, 999_999_999_999]) {
      for (const percent of [0, 1, 33, 40, 67, 100]) {
        const { houseCents, artistCents } = splitShare(cents, { kind: 'percent', percent });
        expect(houseCents + artistCents).toBe(cents);
        expect(houseCents).toBeLessThanOrEqual((cents * percent) / 100);
      }
    }
  });

  it('takes the chair rent whatever the takings, leaving the artist below zero if need be', () => {
    expect(splitShare(10_000, { kind: 'chairRent', monthlyCents: 40_000 })).toEqual({
      houseCents: 40_000,
      artistCents: -30_000,
    });
  });
});

describe('monthWindow', () => {
  it('starts and ends the month at midnight in the studio zone', () => {
    const w = monthWindow('2026-12', 'Europe/Berlin');
    expect(w.from.toISOString()).toBe('2026-11-30T23:00:00.000Z');
    expect(w.until.toISOString()).toBe('2026-12-31T23:00:00.000Z');
    expect(w.nextFirstDay).toBe('2027-01-01');
  });
});

describe('commissionLine', () => {
  const at = (iso: string) => new Date(iso);
  it('counts completed sessions of the month and money not refunded, traced by id', () => {
    const line = commissionLine(member({ kind: 'percent', percent: 40 }), 'EUR', '2026-11', 'UTC', {
      appointments: [
        { id: 'done', status: 'completed', startsAt: at('2026-11-05T10:00:00Z') },
        { id: 'later', status: 'scheduled', startsAt: at('2026-11-25T10:00:00Z') },
        { id: 'next', status: 'completed', startsAt: at('2026-12-01T00:00:00Z') },
      ],
      payments: [
        pay('p1', 20_000),
        pay('kept', 5_000, { kind: 'deposit', appointmentId: 'gone' }),
        pay('back', 3_000, { kind: 'deposit', appointmentId: 'done', refunded: true }),
        pay('dec', 9_999, { paymentDate: '2026-12-01' }),
      ],
      statusOf: (id) => (id === 'gone' ? 'cancelled' : 'completed'),
    });
    expect(line).toMatchObject({
      sessions: 1,
      recorded: { cents: 25_000, currency: 'EUR' },
      depositsKept: { cents: 5_000 },
      depositsRefunded: { cents: 3_000 },
      houseShare: { cents: 10_000 },
      artistShare: { cents: 15_000 },
      trace: {
        sessions: ['done'],
        recorded: ['p1', 'kept'],
        depositsKept: ['kept'],
        depositsRefunded: ['back'],
      },
    });
    const totals = commissionTotals([line, line], 'EUR');
    expect(totals.houseShare.cents + totals.artistShare.cents).toBe(totals.recorded.cents);
    expect(totals.sessions).toBe(2);
  });
});

describe('commissionsCsv', () => {
  it('quotes as RFC 4180 says and defuses formulas in names', () => {
    expect(csvText('Lotus, "Black"')).toBe('"Lotus, ""Black"""');
    expect(csvText('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvText('plain')).toBe('plain');
  });

  it('writes a header, a row per artist and a total, CRLF', () => {
    const line = commissionLine(
      { ...member({ kind: 'chairRent', monthlyCents: 40_000 }), displayName: 'Bo, "Ink"' },
      'EUR',
      '2026-11',
      'UTC',
      { appointments: [], payments: [pay('p1', 10_000)], statusOf: () => undefined },
    );
    const csv = commissionsCsv({
      studioId: 's',
      studioName: 'S',
      month: '2026-11',
      timezone: 'UTC',
      currency: 'EUR',
      artists: [line],
      totals: commissionTotals([line], 'EUR'),
    });
    const rows = csv.split('\r\n');
    expect(rows[0]).toMatch(/^artist,uid,role,rule,rule_value,sessions,recorded_cents,/);
    expect(rows[1]).toBe(
      '"Bo, ""Ink""",a1,artist,chairRent,40000,0,10000,0,0,40000,-30000,EUR,,p1,,',
    );
    expect(rows[2]).toBe('Total,,,,,0,10000,0,0,40000,-30000,EUR,,,,');
    expect(rows[3]).toBe('');
  });
});
