import type { ApiCommissionsReport } from './money-api-types';

const HEADER = [
  'artist',
  'uid',
  'role',
  'rule',
  'rule_value',
  'sessions',
  'recorded_cents',
  'deposits_kept_cents',
  'deposits_refunded_cents',
  'house_share_cents',
  'artist_share_cents',
  'currency',
  'appointment_ids',
  'payment_ids',
  'deposit_kept_ids',
  'deposit_refunded_ids',
];

/**
 * A text cell as RFC 4180 wants it (quoted when it holds a comma, a quote or a line break,
 * quotes doubled). A name a spreadsheet would run as a formula (=, +, -, @, tab, CR first) is
 * prefixed with an apostrophe: an artist's display name is theirs to type.
 */
export function csvText(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const row = (cells: readonly (string | number)[]) =>
  cells.map((cell) => (typeof cell === 'number' ? String(cell) : csvText(cell))).join(',');

/** `commissions-YYYY-MM.csv`: a header, one row per artist, a total; CRLF line ends. */
export function commissionsCsv(report: ApiCommissionsReport): string {
  const lines = report.artists.map((a) =>
    row([
      a.displayName,
      a.uid,
      a.role,
      a.rule.kind,
      a.rule.kind === 'percent' ? a.rule.percent : a.rule.monthlyCents,
      a.sessions,
      a.recorded.cents,
      a.depositsKept.cents,
      a.depositsRefunded.cents,
      a.houseShare.cents,
      a.artistShare.cents,
      report.currency,
      a.trace.sessions.join(' '),
      a.trace.recorded.join(' '),
      a.trace.depositsKept.join(' '),
      a.trace.depositsRefunded.join(' '),
    ]),
  );
  const t = report.totals;
  const total = row([
    'Total',
    '',
    '',
    '',
    '',
    t.sessions,
    t.recorded.cents,
    t.depositsKept.cents,
    t.depositsRefunded.cents,
    t.houseShare.cents,
    t.artistShare.cents,
    report.currency,
    '',
    '',
    '',
    '',
  ]);
  return [row(HEADER), ...lines, total].join('\r\n') + '\r\n';
}

export const commissionsCsvName = (month: string) => `commissions-${month}.csv`;
