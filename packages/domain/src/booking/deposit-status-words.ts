import type { DepositRefund, OnlineDepositStatus } from './deposit';

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

/** The refund Stripe keeps waiting because the artist's available balance is short. */
export const REFUND_WAITING_WORDS = 'Refund waiting for your Stripe balance';

/**
 * The deposit's state in words, with what Stripe said of its refund: a refund Stripe accepted
 * but has not made is waiting for the artist's balance, not done.
 */
export function depositStatusWords(deposit: {
  status: OnlineDepositStatus;
  refund?: { status: DepositRefund['status'] };
}): string {
  if (deposit.status === 'refunding' && deposit.refund?.status === 'pending') {
    return REFUND_WAITING_WORDS;
  }
  return DEPOSIT_STATUS_WORDS[deposit.status];
}
