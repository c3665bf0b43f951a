/**
 * Issue 49: a client's own move or cancellation from their page. Same shape as ERRORS in
 * ../errors.ts. The message a route sends is the policy's reason in words when it has one
 * ("Moves are possible up to 48 hours before; write to Mara"); these are the fallbacks.
 */
export const PORTAL_CHANGE_ERRORS = {
  RESCHEDULE_NOT_ALLOWED: {
    status: 409,
    title: 'Cannot Move',
    message: 'This booking cannot be moved online any more. Write to the artist to change it.',
  },
  CANCEL_NOT_ALLOWED: {
    status: 409,
    title: 'Cannot Cancel',
    message: 'This booking cannot be cancelled online any more. Write to the artist.',
  },
  /** Someone else (the artist, the desk) changed it between the page's read and the change. */
  APPOINTMENT_CHANGED: {
    status: 409,
    title: 'Booking Changed',
    message: 'This booking changed a moment ago. Reload the page to see it as it is now.',
  },
} as const;
