import { formatClientMoney, type AppointmentDeposit } from '@inkforge/domain';
import { stateChanged, transition } from './deposit-machine';
import type {
  DepositAppointment,
  DepositTransaction,
  DepositsRepository,
} from './deposits.repository';

export const KEEP_NOTES = {
  no_show: 'Kept: the client did not come',
  late_cancel: 'Kept: cancelled too late',
  other: 'Kept under the deposit policy',
} as const;

const money = (cents: number) => formatClientMoney(cents, '€');

/** paid → kept, with its ledger entry under `kept-{payment}`; the caller writes the appointment. */
export async function keepInTransaction(
  deposits: DepositsRepository,
  tx: DepositTransaction,
  uid: string,
  appointment: DepositAppointment,
  now: Date,
  note: string,
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
      title: `Deposit kept: ${money(appointment.deposit.amountCents)}`,
      body: `${note}. The client has been told.`,
      link: '/calendar',
    },
    now,
  );
  return deposit;
}

/** The artist's bell: a deposit given back (by them, on Stripe, or because it was unpayable). */
export function notifyRefunded(
  deposits: DepositsRepository,
  tx: DepositTransaction,
  uid: string,
  appointmentId: string,
  amountCents: number,
  now: Date,
  why = 'The client has their money back.',
): void {
  deposits.notify(
    tx,
    uid,
    `deposit-refunded-${appointmentId}-${now.getTime()}`,
    {
      kind: 'deposit',
      title: `Deposit refunded: ${money(amountCents)}`,
      body: why,
      link: '/calendar',
    },
    now,
  );
}

export function notifyPaid(
  deposits: DepositsRepository,
  tx: DepositTransaction,
  uid: string,
  sessionId: string,
  amountCents: number,
  now: Date,
): void {
  deposits.notify(
    tx,
    uid,
    `deposit-paid-${sessionId}`,
    {
      kind: 'deposit',
      title: `Deposit paid: ${money(amountCents)}`,
      body: 'The client paid the deposit online.',
      link: '/calendar',
    },
    now,
  );
}
