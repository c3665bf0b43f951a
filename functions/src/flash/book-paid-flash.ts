import {
  formatMoney,
  studioFormatOf,
  studioFormatters,
  type AppointmentDeposit,
} from '@inkforge/domain';
import type { Firestore } from '../adapters/firebase/firebase';
import type { ConnectPayments } from '../adapters/payments';
import { fromSnapshot, userRef } from '../adapters/firebase/documents';
import { createBookingInTransaction, findClientInTransaction } from '../clients';
import { newLinkToken } from '../http/private-link-token';
import {
  type DepositChangeListener,
  giveBackAttempts,
  historyEntry,
  type DepositEvents,
  depositPaymentId,
  recordDepositPayment,
  settleGiveBack,
} from '../deposits';
import type { Logger } from '../logger';
import { createFlashRepository, type StoredFlash, type StoredHold } from './flash.repository';
import { holdStillLive } from './hold-still-live';
import { remainingOf } from './to-api';

export interface PaidFlashDeps {
  deposits: DepositEvents;
  payments: ConnectPayments;
  clock: () => Date;
  logger: Logger;
  onDepositChange?: DepositChangeListener;
  /** Plans the booking's mails (its deposit notice, reminder, aftercare, healed-photo ask). */
  onAppointmentBooked?: (uid: string, appointmentId: string) => Promise<void>;
}

/** A paid flash checkout, as the webhook reads it. */
export interface PaidFlashEvent {
  id: string;
  kind: string;
  accountId: string;
  sessionId: string;
  paymentIntentId: string | null;
  amountTotal: number | null;
  holdId: string;
}

type Outcome = 'processed' | 'duplicate' | 'unmatched';

/** When the session is, in the studio's date format and zone: 'Tue 15 Dec 2026, 11:00'. */
const bookedFor = (user: Record<string, unknown> | undefined, hold: StoredHold) =>
  studioFormatters({ ...studioFormatOf(user), timeZone: hold.timezone }).dateTime(hold.start, {
    weekday: true,
  });

/** The give-back of a flash payment that was not booked: one per Checkout session. */
const unbookedKey = (sessionId: string) => `unpayable-${sessionId}`;

/**
 * A flash deposit paid: in ONE transaction, the client (found by e-mail or created, the
 * counter kept exact), a project at the size's price, a confirmed appointment at the held time
 * holding the deposit as paid, the deposit payment and its ledger entry, the hold booked and
 * the design's copy counted, and the artist's bell. A hold that is no longer held (expired,
 * released) or a design sold out meanwhile: the payment goes back in full, recorded once Stripe
 * made the refund (settleGiveBack), and nothing is booked.
 */
export async function bookPaidFlash(
  deps: PaidFlashDeps,
  db: Firestore,
  uid: string,
  event: PaidFlashEvent,
): Promise<Outcome> {
  const { deposits } = deps;
  const flash = createFlashRepository(db);
  const now = deps.clock();
  const decision = await deposits.runTransaction(async (tx) => {
    if (await deposits.eventSeen(tx, uid, event.id)) return { kind: 'duplicate' as const };
    const hold = fromSnapshot<StoredHold>(await tx.get(flash.holdRef(uid, event.holdId)));
    if (!hold || hold.sessionId !== event.sessionId || hold.accountId !== event.accountId) {
      deposits.markEvent(tx, uid, event.id, event.kind, now);
      return { kind: 'unmatched' as const };
    }
    if (hold.status === 'booked') return { kind: 'duplicate' as const };
    await tx.get(flash.lockRef(uid));
    const design = fromSnapshot<StoredFlash>(await tx.get(flash.flashRef(uid, hold.flashId)));
    const user = (await tx.get(userRef(db, uid))).data();
    const paid = formatMoney(hold.depositCents, hold.currency, studioFormatOf(user).locale);
    const clientId = await findClientInTransaction(tx, db, uid, hold.client.email);
    const size = design?.variants[hold.variant];
    const live = await holdStillLive(flash, uid, hold, now, tx);
    // A refund of this payment already asked (still pending, or failed and to be asked again):
    // the money is on its way back, so a redelivered event never books the time with it.
    const givingBack = (await tx.get(deposits.giveBackRef(uid, unbookedKey(event.sessionId))))
      .exists;
    if (!design || !size || !live || givingBack || remainingOf(design) === 0) {
      return {
        kind: 'refund' as const,
        hold,
        why: givingBack
          ? 'its payment was already being given back'
          : live
            ? 'the design sold out'
            : 'its hold ended',
      };
    }
    const paymentId = depositPaymentId(event.sessionId);
    const deposit: AppointmentDeposit = {
      amountCents: hold.depositCents,
      currency: hold.currency,
      status: 'paid',
      token: newLinkToken(),
      requestedAt: hold.createdAt,
      paidAt: now,
      paymentId,
      policy: { ...hold.policy, acceptedAt: hold.createdAt },
      moves: 0,
      history: [
        historyEntry(
          now,
          'paid',
          `${paid} paid online for flash; policy version ${hold.policy.version} accepted`,
        ),
      ],
    };
    const booked = createBookingInTransaction(tx, db, uid, {
      client: clientId
        ? { id: clientId }
        : {
            ...hold.client,
            countBefore: typeof user?.clientCount === 'number' ? user.clientCount : 0,
          },
      project: {
        title: design.title,
        estimatedPriceCents: hold.priceCents,
        status: 'approved',
        notes: `Flash, ${size.sizeCm} cm`,
        createdAt: now,
        updatedAt: now,
        moneyChangedAt: now,
      },
      appointment: {
        title: `${design.title} (flash, ${size.sizeCm} cm)`,
        appointmentDate: hold.start,
        timezone: hold.timezone,
        duration: size.duration,
        type: 'tattoo_session',
        status: 'confirmed',
        priceCents: hold.priceCents,
        depositCents: hold.depositCents,
        deposit,
        flash: { id: design.id, variant: hold.variant, sizeCm: size.sizeCm },
        createdAt: now,
        updatedAt: now,
      },
      now,
    });
    recordDepositPayment(deposits, tx, uid, {
      eventId: event.id,
      accountId: event.accountId,
      sessionId: event.sessionId,
      paymentIntentId: event.paymentIntentId,
      appointmentId: booked.appointmentId,
      projectId: booked.projectId,
      clientId: booked.clientId,
      amountCents: hold.depositCents,
      grossCents: hold.depositCents,
      timeZone: hold.timezone,
      notes: 'Deposit paid online (flash)',
      at: now,
    });
    tx.update(flash.holdRef(uid, hold.id), {
      status: 'booked',
      appointmentId: booked.appointmentId,
    });
    tx.update(flash.flashRef(uid, design.id), { sold: design.sold + 1 });
    tx.set(flash.lockRef(uid), { changedAt: now });
    deposits.notify(
      tx,
      uid,
      `flash-booked-${hold.id}`,
      {
        kind: 'deposit',
        title: `Flash booked: ${design.title}`,
        body: `${hold.client.name} booked ${size.sizeCm} cm for ${bookedFor(user, hold)} and paid ${paid}.`,
        link: '/calendar',
      },
      now,
    );
    deposits.markEvent(tx, uid, event.id, event.kind, now);
    return { kind: 'booked' as const, appointmentId: booked.appointmentId };
  });
  if (decision.kind === 'duplicate' || decision.kind === 'unmatched') return decision.kind;
  if (decision.kind === 'booked') {
    deps.logger.info('flash.booked', { uid, appointmentId: decision.appointmentId });
    await deps.onAppointmentBooked?.(uid, decision.appointmentId);
    return 'processed';
  }
  // Not booked: given back in full, on Stripe first, then recorded once.
  deps.logger.warn('flash.paid_unbooked', { uid, holdId: decision.hold.id, why: decision.why });
  if (!event.paymentIntentId) return 'processed';
  const key = unbookedKey(event.sessionId);
  // A refund Stripe failed is asked again under a new key (the old key answers the failure).
  const attempts = await giveBackAttempts(deposits, uid, key);
  const refund = await deps.payments.refundOnAccount({
    accountId: event.accountId,
    paymentIntentId: event.paymentIntentId,
    idempotencyKey: `flash-unbooked-${event.sessionId}${attempts > 0 ? `-${attempts}` : ''}`,
  });
  // Recorded as given back only once Stripe made it (now or by the refund's events).
  await settleGiveBack(
    deps,
    uid,
    {
      key,
      action: 'refunded_unpayable',
      appointmentId: null,
      paymentId: null,
      amountCents: event.amountTotal ?? refund.amountMinor,
      currency: decision.hold.currency,
      why: `A flash deposit was paid after ${decision.why}; it went back to the client in full.`,
      ref: `flash-${decision.hold.id}`,
      checkoutEvent: { id: event.id, kind: event.kind },
    },
    {
      refundId: refund.id || `refunded-${event.paymentIntentId}`,
      status: refund.status,
      failureReason: refund.failureReason,
      event: null,
    },
  );
  return 'processed';
}
