import {
  complianceCsv,
  complianceFileName,
  type ApiComplianceReport,
  type ComplianceReportQuery,
} from '@inkforge/domain';
import type { Request, Response } from 'express';
import { readPassportArtist } from '../ink-passport';
import type { ComplianceDeps } from './deps';
import { gatherReport } from './gather-report';
import { reportPdf } from './report-pdf';

/**
 * GET /api/compliance/report?from&to: JSON by default; `Accept: application/pdf` sends the PDF
 * and `Accept: text/csv` the CSV of the same rows (the route's answer is then already sent).
 */
export async function complianceReport(
  deps: ComplianceDeps,
  call: { uid: string; query: ComplianceReportQuery; req: Request; res: Response },
): Promise<ApiComplianceReport> {
  const report = await gatherReport(deps, call.uid, call.query);
  const wanted = call.req.accepts(['application/json', 'application/pdf', 'text/csv']);
  const { from, to } = call.query;
  if (wanted === 'text/csv') {
    call.res
      .status(200)
      .type('text/csv; charset=utf-8')
      .attachment(complianceFileName(from, to, 'csv'))
      .send(complianceCsv(report));
  } else if (wanted === 'application/pdf') {
    const artist = await readPassportArtist(deps.db, call.uid, deps.clock());
    const bytes = await reportPdf(report, {
      name: artist?.studioName ?? '',
      address: artist?.studioAddress ?? null,
      format: artist?.format ?? { currency: 'EUR', locale: 'en-GB', timeZone: 'UTC' },
    });
    call.res
      .status(200)
      .type('application/pdf')
      .attachment(complianceFileName(from, to, 'pdf'))
      .send(Buffer.from(bytes));
  }
  return report;
}
