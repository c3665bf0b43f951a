import type { AppointmentStatus, DepositChange, DepositMailKind } from '@inkforge/domain';

/** What a deposit mail (or a cancellation) says of the deposit. */
export interface DepositFacts {
  /** As the client reads it: '€100.00'. */
  amount: string;
  /** The client's payment page, while the deposit is asked and unpaid. */
  link?: string;
  /** The artist's deposit policy, word for word (the request and a kept deposit quote it). */
  policy?: string;
  /** The change a refund tells of: a payment that came too late reads differently. */
  change?: DepositChange;
  /** For a cancellation: what became of the deposit. */
  fate?: DepositFate;
}

/**
 * A cancelled visit's deposit: kept, refunded, no longer asked, or still held for a decision;
 * a moved visit's: paid and moving with it, or asked and still to pay (issue 49).
 */
export type DepositFate = 'kept' | 'refunded' | 'refunding' | 'void' | 'held' | 'moves' | 'due';

export interface Wording {
  subject: string;
  lead: string;
}

/**
 * The subject and first line of a deposit's mail. "Booked" only once the deposit is paid: while
 * it is not, the visit is held, not booked.
 */
export function depositWording(
  kind: DepositMailKind,
  what: string,
  studioName: string,
  when: string,
  deposit: DepositFacts | undefined,
  status: AppointmentStatus | undefined,
): Wording {
  const amount = deposit?.amount ?? 'the deposit';
  switch (kind) {
    case 'deposit_request':
      return {
        subject: `Deposit to confirm your ${what} with ${studioName} on ${when}`,
        lead: `${studioName} is holding this time for your ${what}. To confirm it, pay the deposit of ${amount}.`,
      };
    case 'deposit_paid':
      return {
        subject: `Booked: your ${what} with ${studioName} on ${when}, deposit ${amount} received`,
        lead: `Thank you: your deposit of ${amount} is received and your ${what} with ${studioName} is booked.`,
      };
    case 'deposit_kept':
      return {
        subject: `Deposit kept: your ${what} with ${studioName} on ${when}`,
        lead:
          status === 'no_show'
            ? `Your ${what} with ${studioName} was missed, so your deposit of ${amount} is kept, as the deposit policy says.`
            : status === 'cancelled'
              ? `Your ${what} with ${studioName} on this date is cancelled and your deposit of ${amount} is kept, as the deposit policy says.`
              : `Your deposit of ${amount} for your ${what} with ${studioName} is kept, as the deposit policy says.`,
      };
    case 'deposit_refunded':
      return {
        subject: `Deposit refunded: ${amount} for your ${what} with ${studioName}`,
        lead:
          deposit?.change === 'unpayable_refunded'
            ? `Your payment of ${amount} to ${studioName} arrived after the deposit was no longer open, so it is refunded in full.`
            : status === 'cancelled'
              ? `Your ${what} with ${studioName} on ${when} is cancelled, and ${studioName} has refunded your deposit of ${amount}.`
              : `${studioName} has refunded your deposit of ${amount} for your ${what}.`,
      };
    case 'deposit_moved':
      return {
        subject: `Deposit moved: ${amount} now counts toward your ${what} with ${studioName} on ${when}`,
        lead: `Your deposit of ${amount} now counts toward your ${what} with ${studioName} at the time below: nothing more to pay for it.`,
      };
    case 'deposit_cancelled':
      return {
        subject: `No deposit due: your ${what} with ${studioName} on ${when}`,
        lead: `The deposit ${studioName} asked for your ${what} is no longer due: there is nothing to pay, and the earlier payment link no longer works.`,
      };
  }
}

/** The extra line of a deposit refund: the bank's delay, so the client does not worry. */
export const REFUND_NOTE =
  'The money goes back to the card you paid with; banks take up to 10 days to show it.';

/** A cancellation's sentence about the deposit, when it had one. */
export function fateSentence(deposit: DepositFacts): string | null {
  switch (deposit.fate) {
    case 'kept':
      return `Your deposit of ${deposit.amount} is kept, as the deposit policy says.`;
    case 'refunded':
      return `Your deposit of ${deposit.amount} is refunded.`;
    case 'refunding':
      return `Your deposit of ${deposit.amount} is being refunded to your card; you will get an e-mail when it is done.`;
    case 'void':
      return 'The deposit asked for it is no longer due: there is nothing to pay.';
    case 'held':
      return `Your deposit of ${deposit.amount} is still held; the studio will tell you whether it is refunded or moved to a new time.`;
    case 'moves':
      return `Your deposit of ${deposit.amount} moves with it to the new time.`;
    case 'due':
      return `The deposit of ${deposit.amount} is still to pay to hold the new time.`;
    default:
      return null;
  }
}
