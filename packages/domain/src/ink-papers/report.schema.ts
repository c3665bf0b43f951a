import { z } from 'zod';
import { refusal, refusalIssue } from '../refusal';
import { isCalendarDay } from '../supplies/supply.schema';

/** At most two years (one leap day included) per report: an inspector asks for a period. */
export const REPORT_MAX_DAYS = 731;

const DAY_MS = 86_400_000;

const day = z
  .string(refusal('REPORT_DATE_INVALID'))
  .refine(isCalendarDay, refusal('REPORT_DATE_INVALID'));

/** GET /api/compliance/report?from=YYYY-MM-DD&to=YYYY-MM-DD (days in the artist's zone). */
export const complianceReportQuerySchema = z
  .object({ from: day, to: day })
  .superRefine((v, ctx) => {
    if (v.from > v.to) {
      ctx.addIssue({ code: 'custom', path: ['to'], ...refusalIssue('REPORT_RANGE_BACKWARDS') });
      return;
    }
    const days = (Date.parse(v.to) - Date.parse(v.from)) / DAY_MS + 1;
    if (days > REPORT_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], ...refusalIssue('REPORT_RANGE_TOO_LONG') });
  });
export type ComplianceReportQuery = z.infer<typeof complianceReportQuerySchema>;
