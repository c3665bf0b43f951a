/**
 * Error codes of the ink passport and the inspector's report (issue 45). Same shape as ERRORS
 * in ../errors.ts.
 */
export const INK_PAPERS_ERRORS = {
  /** No session record for the appointment (or not this artist's): nothing to print. */
  INK_PASSPORT_NOT_FOUND: {
    status: 404,
    title: 'No Ink Passport Yet',
    message:
      'There is no ink passport for this appointment: record the inks and needles used first.',
  },
  REPORT_DATE_INVALID: {
    status: 400,
    title: 'Dates Needed',
    message: 'Give the first and last day of the report as YYYY-MM-DD, e.g. from=2026-01-01.',
  },
  REPORT_RANGE_BACKWARDS: {
    status: 400,
    title: 'Dates the Wrong Way Round',
    message: 'The first day of the report cannot be after its last day.',
  },
  REPORT_RANGE_TOO_LONG: {
    status: 400,
    title: 'Range Too Long',
    message: 'A report covers at most two years (731 days). Ask for a shorter range.',
  },
} as const;
