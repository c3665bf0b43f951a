import { SIGNATURE_TOO_LARGE } from './signature-limits';

/**
 * Error codes of client management. Same shape as ERRORS in ../errors.ts;
 * `title` is the toast heading the spec pairs with the message.
 */
export const CLIENT_ERRORS = {
  CLIENT_LIMIT_REACHED: {
    status: 403,
    title: 'Client Limit Reached',
    message: 'Client limit reached. Upgrade to create more clients.',
  },
  CLIENT_NAME_REQUIRED: {
    status: 400,
    title: 'Error Creating Client',
    message: 'Client name is required.',
  },
  CLIENT_NOT_FOUND: { status: 404, title: 'Client Not Found', message: 'Client not found.' },
  PROJECT_TITLE_REQUIRED: {
    status: 400,
    title: 'Error Creating Project',
    message: 'Project title is required.',
  },
  PROJECT_NOT_FOUND: { status: 404, title: 'Project Not Found', message: 'Project not found.' },
  APPOINTMENT_TITLE_REQUIRED: {
    status: 400,
    title: 'Missing Information',
    message: 'Appointment title is required.',
  },
  APPOINTMENT_DATE_REQUIRED: {
    status: 400,
    title: 'Missing Information',
    message: 'Appointment date and time are required.',
  },
  APPOINTMENT_NOT_FOUND: {
    status: 404,
    title: 'Appointment Not Found',
    message: 'Appointment not found.',
  },
  PAYMENT_AMOUNT_REQUIRED: {
    status: 400,
    title: 'Error Recording Payment',
    message: 'Payment amount is required.',
  },
  AMOUNT_INVALID: {
    status: 400,
    title: 'Invalid Amount',
    message: 'Amounts must be positive numbers with at most two decimals.',
  },
  HOURS_NOT_WHOLE: {
    status: 400,
    title: 'Invalid Hours',
    message: 'Estimated hours must be a whole number.',
  },
  OVERPAYMENT_UNCONFIRMED: {
    status: 409,
    title: 'Payment Exceeds Balance',
    message:
      'This payment is more than the remaining balance. Confirm to record the excess as client credit.',
  },
  APPOINTMENT_OVERLAP: {
    status: 409,
    title: 'Overlapping Appointment',
    message: 'This appointment overlaps another one. Confirm to book it anyway.',
  },
  DEPOSIT_NEEDS_PROJECT: {
    status: 400,
    title: 'Project Required',
    message: 'A deposit is recorded as a payment on a project: choose the project first.',
  },
  DEPOSIT_OUTCOME_REQUIRED: {
    status: 409,
    title: 'Deposit Decision Needed',
    message:
      'This appointment has a deposit: choose whether it is kept or refunded before cancelling or deleting it.',
  },
  CALENDAR_FEED_NOT_FOUND: {
    status: 404,
    title: 'Calendar Feed Not Found',
    message: 'This calendar link is not valid any more. Copy the current link from the calendar.',
  },
  INTAKE_LINK_INVALID: {
    status: 404,
    title: 'Form Link Not Valid',
    message:
      'This form link has expired, was replaced or was already used. Ask your artist for a new link.',
  },
  INTAKE_NOT_FOUND: {
    status: 404,
    title: 'No Signed Form',
    message: 'No signed intake form for this appointment yet.',
  },
  INTAKE_EMAIL_NO_ADDRESS: {
    status: 409,
    title: 'No E-mail Address',
    message: 'This client has no e-mail address. Add one on their card, or copy the link instead.',
  },
  INTAKE_ALREADY_SIGNED: {
    status: 409,
    title: 'Already Signed',
    message: 'This appointment already has a signed intake form.',
  },
  CLIENT_UNDER_18: {
    status: 400,
    title: 'Under 18',
    message: 'We cannot tattoo anyone under 18. This form cannot be signed.',
  },
  INTAKE_SIGNATURE_REQUIRED: {
    status: 400,
    title: 'Signature Required',
    message: 'Sign the form: draw your signature or type your full name.',
  },
  INTAKE_SIGNATURE_INVALID: {
    status: 400,
    title: 'Signature Not Readable',
    message:
      'The drawn signature could not be read. Clear it and draw it again, or type your full name.',
  },
  INTAKE_SIGNATURE_TOO_LARGE: {
    status: 413,
    title: 'Signature Too Large',
    message: SIGNATURE_TOO_LARGE,
  },
  WAIVER_CHANGED: {
    status: 409,
    title: 'Waiver Updated',
    message: 'The studio has just updated its waiver. Read the new text and sign again.',
  },
  APPROVAL_LINK_INVALID: {
    status: 404,
    title: 'Approval Link Not Valid',
    message:
      'This approval link has expired, was replaced or was already used. Ask your artist for a new link.',
  },
  APPROVAL_NOT_FOUND: {
    status: 404,
    title: 'No Design Approval',
    message: 'No design approval for this project yet.',
  },
  APPROVAL_IMAGE_WRONG_KIND: {
    status: 400,
    title: 'Wrong Kind of Image',
    message:
      'Choose a design as the design, a stencil as the stencil and a body preview as the placement.',
  },
  APPROVAL_CHANGES_LIMIT: {
    status: 429,
    title: 'Too Many Messages',
    message: 'You have sent the artist several messages about this design. Wait for their answer.',
  },
  APPROVAL_ALREADY_GIVEN: {
    status: 409,
    title: 'Already Approved',
    message: 'The client has already approved the design of this project.',
  },
  TIMEZONE_INVALID: {
    status: 400,
    title: 'Invalid Time Zone',
    message: 'The time zone is not a valid IANA time zone.',
  },
} as const satisfies Record<string, { status: number; title: string; message: string }>;

export type ClientErrorCode = keyof typeof CLIENT_ERRORS;

/** 'Your {plan} plan allows {limit} clients. Upgrade to create more clients.' */
export function clientLimitMessage(planName: string, limit: number): string {
  return `Client limit reached. Your ${planName} plan allows ${limit} clients. Upgrade to create more clients.`;
}
