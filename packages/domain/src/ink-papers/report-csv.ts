import { csvText } from '../studio/commissions-csv';
import type { ApiComplianceReport, ApiComplianceRow } from './api-types';

const HEADER = [
  'date',
  'appointment_id',
  'client_initials',
  'placement',
  'inks',
  'ink_lots',
  'needles',
  'needle_lots',
  'cycle',
  'consent_signed',
  'consent_date',
  'age_checked',
  'record_version',
];

const supply = (s: ApiComplianceRow['inks'][number]) =>
  `${s.brand} ${s.name} (lot ${s.lot}, expires ${s.expiresOn})`;

/** The report's cells of one session, in the header's order (what a test compares). */
export function complianceCsvCells(r: ApiComplianceRow): string[] {
  return [
    r.date,
    r.appointmentId,
    r.clientInitials,
    r.placement,
    r.inks.map(supply).join('; '),
    r.inks.map((s) => s.lot).join('; '),
    r.needles.map(supply).join('; '),
    r.needles.map((s) => s.lot).join('; '),
    r.cycle ?? '',
    r.consentSigned ? 'yes' : 'no',
    r.consentDate ?? '',
    r.ageChecked,
    String(r.recordVersion),
  ];
}

/**
 * `ink-records-FROM-TO.csv`: a header and one row per session, RFC 4180 quoting, CRLF line
 * ends; every text cell passes `csvText`, so a lot or placement typed as `=HYPERLINK(…)` is
 * read by a spreadsheet as text, never run.
 */
export function complianceCsv(report: ApiComplianceReport): string {
  const lines = [HEADER, ...report.rows.map(complianceCsvCells)].map((cells) =>
    cells.map(csvText).join(','),
  );
  return lines.join('\r\n') + '\r\n';
}

export const complianceFileName = (from: string, to: string, ext: 'csv' | 'pdf') =>
  `ink-records-${from}-to-${to}.${ext}`;
