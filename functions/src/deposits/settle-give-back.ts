import type { Logger } from '../logger';
import type { DepositEvents } from './deposit-events';
import { depositMoney, notifyRefunded } from './deposit-writes';
import { historyEntry } from './deposits.repository';
import type { DepositChangeListener } from './deps';
import { refundFailureWords } from './settle-refund';

/**
 * Money a paid checkout could not keep, given back on Stripe: the excess over a project's price,
 * a payment whose deposit could no longer take it, a flash payment that could not be booked.
 * Stored (giveBacks/{key}) while Stripe decides, so the refund's events find it.
 */
export interface GiveBack {
  /** The ledger key it is recorded under once made: `excess-{session}` / `unpayable-{session}`. */
  key: string;
  action: 'excess_refunded' | 'refunded_unpayable';
  appointmentId: string | null;
  /** The payment that keeps the rest (an excess), marked once its excess went back. */
  paymentId: string | null;
  amountCents: number;
  currency: string;
  /** Why it went back, for the deposit's history and the artist's bell. */
  why: string;
  /** What the artist's bell names it by. */
  ref: string;
  /** The paid checkout's event: handled only once the money question is settled. */
  checkoutEvent: { id: string; kind: string };
  /** What the bell calls the money: a deposit unless said (a balance paid online). */
  what?: string;
}

export interface GiveBackVerdict {
  refundId: string;
  status: 'pending' | 'succeeded' | 'failed';
  failureReason: string | null;
  /** The refund event that said it (recorded once), or null for the create answer. */
  event: { id: string; kind: string } | null;
}

interface StoredGiveBack extends GiveBack {
  refundId: string;
  status: GiveBackVerdict['status'];
  failureReason?: string;
  attempts?: number;
}

export interface SettleGiveBackDeps {
  deposits: DepositEvents;
  clock: () => Date;
  logger: Logger;
  onDepositChange?: DepositChangeListener;
}

type Outcome = 'processed' | 'duplicate';

/** How many refunds of this give-back Stripe failed: the next asks under a new key. */
export async function giveBackAttempts(deposits: DepositEvents, uid: string, key: string) {
  const stored = (await deposits.giveBackRef(uid, key).get()).data() as StoredGiveBack | undefined;
  return stored?.attempts ?? 0;
}

/** The give-back a refund event is about, or null when the refund is a deposit's own. */
export async function giveBackOfRefund(
  deposits: DepositEvents,
  uid: string,
  refundId: string,
): Promise<GiveBack | null> {
  return (await deposits.giveBackByRefund(uid, refundId)) as StoredGiveBack | null;
}

/**
 * Applies Stripe's word on a give-back, from its create answer or a refund event, in one
 * transaction, as settleDepositRefund does for a deposit's own refund. `succeeded`: recorded
 * once (the ledger, the deposit's history, the bell "Deposit refunded", the client told) and
 * the checkout's event handled. `pending`: visible as waiting for the artist's balance, nothing
 * recorded as given back. `failed`: the reason in the history and on the bell, nothing recorded;
 * the checkout's event stays unhandled so its next delivery asks Stripe again.
 */
export async function settleGiveBack(
  deps: SettleGiveBackDeps,
  uid: string,
  giveBack: GiveBack,
  verdict: GiveBackVerdict,
): Promise<Outcome> {
  const { deposits } = deps;
  const now = deps.clock();
  const { locale } = await deposits.studio(uid);
  const amount = depositMoney({ cents: giveBack.amountCents, currency: giveBack.currency, locale });
  const excess = giveBack.action === 'excess_refunded';
  let told = false;
  const outcome = await deposits.runTransaction(async (tx): Promise<Outcome> => {
    const { event } = verdict;
    if (event && (await deposits.eventSeen(tx, uid, event.id))) return 'duplicate';
    const ref = deposits.giveBackRef(uid, giveBack.key);
    const stored = (await tx.get(ref)).data() as StoredGiveBack | undefined;
    const done = await deposits.ledgerSeen(tx, uid, giveBack.key);
    const checkoutHandled = await deposits.eventSeen(tx, uid, giveBack.checkoutEvent.id);
    const appointment = giveBack.appointmentId
      ? await deposits.readAppointment(tx, uid, giveBack.appointmentId)
      : null;
    const payment = giveBack.paymentId
      ? await deposits.paymentIn(tx, uid, giveBack.paymentId)
      : null;
    const mark = (result: Outcome) => {
      if (event) deposits.markEvent(tx, uid, event.id, event.kind, now);
      return result;
    };
    const handleCheckout = () => {
      const { id, kind } = giveBack.checkoutEvent;
      if (!checkoutHandled) deposits.markEvent(tx, uid, id, kind, now);
    };
    const history = (action: string, note: string) => {
      if (!appointment) return;
      tx.update(deposits.appointmentRef(uid, appointment.id), {
        'deposit.history': [...appointment.deposit.history, historyEntry(now, action, note)],
      });
    };
    const same = stored?.refundId === verdict.refundId && stored.status === verdict.status;
    if (done || same) {
      if (done) handleCheckout();
      return mark('duplicate');
    }
    const record = (extra: Partial<StoredGiveBack>) =>
      tx.set(ref, {
        ...giveBack,
        ...stored,
        refundId: verdict.refundId,
        status: verdict.status,
        updatedAt: now,
        ...extra,
      });
    switch (verdict.status) {
      case 'succeeded':
        deposits.writeLedger(tx, uid, giveBack.key, {
          appointmentId: giveBack.appointmentId ?? '',
          action: giveBack.action,
          amountCents: giveBack.amountCents,
          at: now,
          source: event?.id ?? giveBack.checkoutEvent.id,
        });
        if (payment) tx.update(deposits.paymentRef(uid, payment.id), { excessRefunded: true });
        history(giveBack.action, giveBack.why);
        notifyRefunded(
          deposits,
          tx,
          uid,
          giveBack.ref,
          { cents: giveBack.amountCents, currency: giveBack.currency, locale },
          now,
          giveBack.why,
          giveBack.what,
        );
        handleCheckout();
        record({});
        told = true;
        return mark('processed');
      case 'pending': {
        const note = `${amount} to give back: Refund waiting for your Stripe balance`;
        history('refund_pending', note);
        deposits.notify(
          tx,
          uid,
          `give-back-pending-${verdict.refundId}`,
          {
            kind: 'deposit',
            title: `Refund waiting for your Stripe balance: ${amount}`,
            body: 'Stripe gives it back to the client once your balance covers it.',
            link: '/calendar',
          },
          now,
        );
        record({});
        return mark('processed');
      }
      case 'failed': {
        const why = `Stripe could not give back ${amount}: ${refundFailureWords(verdict.failureReason)}.`;
        history('refund_failed', why);
        deposits.notify(
          tx,
          uid,
          `deposit-refund-failed-${verdict.refundId}`,
          {
            kind: 'deposit',
            title: `Refund failed: ${amount}`,
            body: `${why} The client has not been told it was refunded.`,
            link: '/calendar',
          },
          now,
        );
        record({
          failureReason: verdict.failureReason ?? 'unknown',
          attempts: (stored?.attempts ?? 0) + 1,
        });
        return mark('processed');
      }
    }
  });
  if (told && giveBack.appointmentId) {
    await deps.onDepositChange?.(
      uid,
      giveBack.appointmentId,
      excess ? 'excess_refunded' : 'unpayable_refunded',
    );
  }
  deps.logger.info('deposit.give_back_settled', { uid, status: verdict.status, outcome });
  return outcome;
}
