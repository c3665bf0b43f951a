import { formatMoney, type AppointmentDeposit } from '@inkforge/domain';
import { stateChanged, transition } from './deposit-machine';
import type { DepositEvents } from './deposit-events';
import type { DepositAppointment, DepositTransaction } from './deposits.repository';

export const KEEP_NOTES = {
  no_show: 'Kept: the client did not come',
  late_cancel: 'Kept: cancelled too late',
  other: 'Kept under the deposit policy',
} as const;

/**
 * An amount of a deposit as the artist reads it in a history note or on the bell: integer cents
 * in the deposit's own currency, written in the studio's locale.
 */
export interface DepositMoney {
  cents: number;
  currency: string;
  locale: string;
}

export const depositMoney = ({ cents, currency, locale }: DepositMoney): string =>
  formatMoney(cents, currency, locale);

/** paid → kept, with its ledger entry under `kept-{payment}`; the caller writes the appointment. */
export async function keepInTransaction(
  deposits: DepositEvents,
  tx: DepositTransaction,
  uid: string,
  appointment: DepositAppointment,
  now: Date,
  note: string,
  locale: string,
): Promise<AppointmentDeposit> {
  const key = `kept-${appointment.deposit.paymentId}`;
  if (await deposits.ledgerSeen(tx, uid, key)) throw stateChanged(appointment.deposit);
  const deposit = transition(appointment.deposit, 'kept', now, 'kept', note);
  deposits.writeLedger(tx, uid, key, {
    appointmentId: appointment.id,
    action: 'kept',
    amountCents: appointment.deposit.amountCents,
    at: now,
    source: 'artist',
  });
  deposits.notify(
    tx,
    uid,
    key,
    {
      kind: 'deposit',
      title: `Deposit kept: ${depositMoney({
        cents: appointment.deposit.amountCents,
        currency: appointment.deposit.currency,
        locale,
      })}`,
      body: `${note}. The client has been told.`,
      link: '/calendar',
    },
    now,
  );
  return deposit;
}

/**
 * The artist's bell: a deposit given back (by them, on Stripe, or because it was unpayable);
 * `what` names other money given back the same way (a balance paid online, issue 49).
 */
export function notifyRefunded(
  deposits: DepositEvents,
  tx: DepositTransaction,
  uid: string,
  appointmentId: string,
  amount: DepositMoney,
  now: Date,
  why = 'The client has their money back.',
  what = 'Deposit',
): void {
  deposits.notify(
    tx,
    uid,
    `deposit-refunded-${appointmentId}-${now.getTime()}`,
    {
      kind: 'deposit',
      title: `${what} refunded: ${depositMoney(amount)}`,
      body: why,
      link: '/calendar',
    },
    now,
  );
}

export function notifyPaid(
  deposits: DepositEvents,
  tx: DepositTransaction,
  uid: string,
  sessionId: string,
  amount: DepositMoney,
  appointmentTitle: string,
  now: Date,
): void {
  deposits.notify(
    tx,
    uid,
    `deposit-paid-${sessionId}`,
    {
      kind: 'deposit',
      title: `Deposit paid: ${depositMoney(amount)}`,
      body: `The client paid the deposit for “${appointmentTitle}” online.`,
      link: '/calendar',
    },
    now,
  );
}
