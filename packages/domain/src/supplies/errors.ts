/**
 * Issue 45, ink records: supplies on the shelf, session records, recall and the sterilisation
 * log. Same shape as ERRORS in ../errors.ts; `title` is the toast heading.
 */
export const SUPPLY_ERRORS = {
  SUPPLY_NOT_FOUND: {
    status: 404,
    title: 'Not Found',
    message: 'This ink or needle is not on your shelf.',
  },
  SUPPLY_KIND_INVALID: {
    status: 400,
    title: 'Not Saved',
    message: 'Choose whether this is an ink or a needle.',
  },
  SUPPLY_BRAND_REQUIRED: {
    status: 400,
    title: 'Not Saved',
    message: 'Enter the brand as printed on the label (at most 80 characters).',
  },
  SUPPLY_NAME_REQUIRED: {
    status: 400,
    title: 'Not Saved',
    message: "Enter the ink's colour name or the needle's type (at most 120 characters).",
  },
  SUPPLY_LOT_INVALID: {
    status: 400,
    title: 'Not Saved',
    message: 'Enter the lot number as printed on the label: 1 to 64 characters.',
  },
  RECORD_DATE_INVALID: {
    status: 400,
    title: 'Not Saved',
    message: 'Use a real calendar date like 2027-03-14.',
  },
  SUPPLY_STATE_INVALID: {
    status: 400,
    title: 'Not Saved',
    message: 'A supply is open, finished or recalled.',
  },
  SUPPLY_RECALLED: {
    status: 409,
    title: 'Recalled',
    message:
      'This lot was recalled: it stays recalled so the records of who received it stay true.',
  },
  SUPPLY_NEEDS_REASON: {
    status: 400,
    title: 'Reason Needed',
    message:
      'An expired or recalled ink or needle can only be recorded with the reason it was used.',
  },
  SESSION_PLACEMENT_REQUIRED: {
    status: 400,
    title: 'Not Saved',
    message: 'Say where on the body the tattoo was placed (at most 200 characters).',
  },
  SESSION_SUPPLIES_REQUIRED: {
    status: 400,
    title: 'Not Saved',
    message: 'Pick the inks and needles used in this session (1 to 40).',
  },
  SESSION_RECORD_TOO_EARLY: {
    status: 409,
    title: 'Not Yet',
    message: 'A session is recorded on its day or after it, never for a cancelled or missed visit.',
  },
  SESSION_RECORD_NOT_FOUND: {
    status: 404,
    title: 'Not Found',
    message: 'No inks or needles are recorded for this appointment yet.',
  },
  SESSION_RECORD_REQUIRED: {
    status: 409,
    title: 'Record The Session First',
    message:
      'Your settings ask for the session record before the balance is paid: record the inks and needles used in this project\u2019s finished sessions first.',
  },
  STERILISATION_CYCLE_NOT_FOUND: {
    status: 400,
    title: 'Not Saved',
    message: 'This steriliser cycle is not in your log. Log the cycle first, then pick it.',
  },
  STERILISATION_MACHINE_REQUIRED: {
    status: 400,
    title: 'Not Saved',
    message: 'Name the steriliser (at most 80 characters).',
  },
  STERILISATION_CYCLE_NUMBER_REQUIRED: {
    status: 400,
    title: 'Not Saved',
    message:
      "Enter the cycle number from the steriliser's display or printout (at most 40 characters).",
  },
  STERILISATION_OPERATOR_REQUIRED: {
    status: 400,
    title: 'Not Saved',
    message: 'Say who ran the cycle (at most 80 characters).',
  },
  STERILISATION_RESULT_INVALID: {
    status: 400,
    title: 'Not Saved',
    message: 'The result is pass or fail.',
  },
  SPORE_TEST_KIND_INVALID: {
    status: 400,
    title: 'Not Saved',
    message: 'A spore test is sent to a lab or read as a self-test.',
  },
  RECALL_MESSAGE_REQUIRED: {
    status: 400,
    title: 'Not Sent',
    message: 'Write the message your clients will receive (at most 4000 characters).',
  },
  RECORDS_RETENTION_INVALID: {
    status: 400,
    title: 'Not Saved',
    message: 'Keep session records for a whole number of years, from 1 to 30.',
  },
} as const satisfies Record<string, { status: number; title: string; message: string }>;
