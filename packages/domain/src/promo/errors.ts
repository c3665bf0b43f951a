/** Promo-code errors. Same shape as ERRORS so they merge into it. */
export const PROMO_ERRORS = {
  PROMO_CODE_REQUIRED: { status: 400, message: 'Please enter a promo code' },
  PROMO_CODE_TOO_LONG: { status: 400, message: 'Promo codes are at most 20 characters.' },
  PROMO_CODE_INVALID: { status: 404, message: 'Invalid code' },
  PROMO_CODE_EXPIRED: { status: 410, message: 'This code has expired.' },
  PROMO_CODE_EXHAUSTED: {
    status: 409,
    message: 'This code has reached its maximum number of uses.',
  },
  PROMO_CODE_ALREADY_REDEEMED: {
    status: 409,
    message: 'You have already redeemed this code.',
  },
  SUBSCRIPTION_REQUIRED: {
    status: 403,
    message: 'This code is for subscribers only. Subscribe to a plan to redeem it.',
  },
} as const satisfies Record<string, { status: number; message: string }>;
