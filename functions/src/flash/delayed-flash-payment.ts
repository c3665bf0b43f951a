import type { Firestore } from '../adapters/firebase/firebase';
import { fromSnapshot } from '../adapters/firebase/documents';
import { createFlashRepository, RETIRE_AFTER_MS, type StoredHold } from './flash.repository';
import { holdStillLive } from './hold-still-live';

/** The flash Checkout an event is about, as the webhook reads it. */
interface FlashCheckout {
  sessionId: string;
  accountId: string;
  holdId: string;
}

/**
 * A flash Checkout completed with a delayed method (SEPA Direct Debit, Bacs, ACH…): Stripe
 * completes the session unpaid and says days later whether the money arrived
 * (`checkout.session.async_payment_succeeded` books it through bookPaidFlash, `…_failed`
 * releases it). The client started paying while the time was held, so the hold is kept until
 * then, up to the appointment's own start: the design and the time are not sold twice.
 */
export async function awaitFlashPayment(
  db: Firestore,
  uid: string,
  checkout: FlashCheckout,
  now: Date,
): Promise<'processed' | 'unmatched' | 'ignored'> {
  const flash = createFlashRepository(db);
  return db.runTransaction(async (tx) => {
    const ref = flash.holdRef(uid, checkout.holdId);
    const hold = fromSnapshot<StoredHold>(await tx.get(ref));
    if (!hold || hold.sessionId !== checkout.sessionId || hold.accountId !== checkout.accountId) {
      return 'unmatched';
    }
    await tx.get(flash.lockRef(uid));
    if (!(await holdStillLive(flash, uid, hold, now, tx))) return 'ignored';
    tx.update(ref, {
      expiresAt: hold.start,
      retireAt: new Date(hold.start.getTime() + RETIRE_AFTER_MS),
      paymentPending: true,
    });
    tx.set(flash.lockRef(uid), { changedAt: now });
    return 'processed';
  });
}

/** A delayed payment failed: the time and the design's copy go back to the calendar. */
export async function releaseFailedFlashPayment(
  db: Firestore,
  uid: string,
  checkout: FlashCheckout,
): Promise<'processed' | 'unmatched'> {
  const flash = createFlashRepository(db);
  const hold = fromSnapshot<StoredHold>(await flash.holdRef(uid, checkout.holdId).get());
  if (!hold || hold.sessionId !== checkout.sessionId || hold.accountId !== checkout.accountId) {
    return 'unmatched';
  }
  await flash.release(uid, hold.id, 'released');
  return 'processed';
}
