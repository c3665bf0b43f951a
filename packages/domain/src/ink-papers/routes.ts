import { FILE_ANSWER, answer, route } from '../api/route';
import type { ApiComplianceReport, ApiInkPassports } from './api-types';
import { complianceReportQuerySchema } from './report.schema';

/** Issue 45: the client's ink passport, for the artist (the client's copy is on their page). */
export const inkPassportRoutes = {
  pdf: route({
    method: 'GET',
    path: '/api/appointments/:id/ink-passport.pdf',
    access: 'artist',
    answer: FILE_ANSWER,
  }),
  /** The client's record lists their passports. */
  ofClient: route({
    method: 'GET',
    path: '/api/clients/:id/ink-passports',
    access: 'artist',
    cache: 'private, no-store',
    answer: answer<ApiInkPassports>(),
  }),
};

/**
 * Issue 45: the inspector's report. JSON by default; `Accept: application/pdf` answers the PDF
 * and `Accept: text/csv` the CSV of the same rows.
 */
export const complianceRoutes = {
  report: route({
    method: 'GET',
    path: '/api/compliance/report',
    access: 'artist',
    query: complianceReportQuerySchema,
    cache: 'private, no-store',
    answer: answer<ApiComplianceReport>(),
  }),
};
