import type { OnlineDepositStatus } from './deposit';

/** A deposit asked online as the artist's screens word its state (the calendar, the client). */
export const DEPOSIT_STATUS_WORDS = {
  requested: 'asked, not paid yet',
  paid: 'paid online',
  kept: 'kept',
  moved: 'moved to another appointment',
  refunding: 'refund asked of Stripe',
  refunded: 'refunded',
  carried: "carried to the project's last session",
  cancelled: 'no longer asked (appointment cancelled)',
} as const satisfies Record<OnlineDepositStatus, string>;
