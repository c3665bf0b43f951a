/**
 * Error codes of "Pay the balance" on the client's page (issue 49). Same shape as ERRORS in
 * ../errors.ts; `title` is the heading the page shows above the message.
 */
export const BALANCE_ERRORS = {
  // Price minus everything recorded is zero: a second tab or a late click finds nothing to pay.
  NOTHING_DUE: {
    status: 409,
    title: 'Nothing to Pay',
    message: 'Nothing is due on this booking: it is paid in full.',
  },
  BALANCE_NOT_PRICED: {
    status: 409,
    title: 'No Price Yet',
    message:
      'This booking has no price yet, so there is no balance to pay online. Ask the studio what is due.',
  },
  // Before the session, only when the artist allows it (Settings → Booking, balance online).
  BALANCE_NOT_YET: {
    status: 409,
    title: 'Pay After Your Session',
    message:
      'The balance is paid after your session. Come back to this page once it is done, or pay at the studio.',
  },
  BALANCE_NOT_PAYABLE: {
    status: 409,
    title: 'Not Payable Online',
    message:
      'This booking was cancelled or missed, so its balance cannot be paid online. Write to the studio.',
  },
  // Stripe's minimum charge in the currency (MINIMUM_CHARGE_CENTS).
  BALANCE_BELOW_MINIMUM: {
    status: 409,
    title: 'Pay at the Studio',
    message:
      'What is still due is less than the smallest card payment. Please pay it at the studio.',
  },
} as const;
