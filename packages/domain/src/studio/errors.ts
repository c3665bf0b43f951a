/** Error codes of studios: several artists and a front desk under one roof (issue 43). */
export const STUDIO_ERRORS = {
  /** Not a member (or no longer one): a studio one cannot reach is not there. */
  STUDIO_NOT_FOUND: {
    status: 404,
    title: 'Studio Not Found',
    message: 'You are not a member of this studio.',
  },
  /** A member whose role does not allow this. */
  STUDIO_FORBIDDEN: {
    status: 403,
    title: 'Not Allowed',
    message: 'Your role in this studio does not allow this.',
  },
  STUDIO_PLAN_REQUIRED: {
    status: 403,
    title: 'Paid Plan Needed',
    message: 'Creating a studio needs a paid plan. Upgrade your plan to open a studio.',
  },
  STUDIO_SLUG_TAKEN: {
    status: 409,
    title: 'Address Taken',
    message: 'Another studio already uses this page address. Please choose another one.',
  },
  STUDIO_ALREADY_MEMBER: {
    status: 409,
    title: 'Already in a Studio',
    message: 'You already belong to a studio. Leave it before you create or join another one.',
  },
  STUDIO_INVITATION_INVALID: {
    status: 404,
    title: 'Invitation Not Valid',
    message:
      'This invitation has expired, was withdrawn or was already used. Ask the studio for a new one.',
  },
  STUDIO_INVITATION_OTHER_EMAIL: {
    status: 403,
    title: 'Invitation for Someone Else',
    message:
      'This invitation was sent to another e-mail address. Sign in with that address to accept it.',
  },
  STUDIO_OWNER_STAYS: {
    status: 409,
    title: 'The Owner Stays',
    message: 'The owner cannot be removed or leave. Delete the studio instead.',
  },
  STUDIO_DESK_NO_AI: {
    status: 403,
    title: 'Not for the Front Desk',
    message: 'Front-desk accounts do not have AI tools.',
  },
} as const;
