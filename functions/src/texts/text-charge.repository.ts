import {
  CREDITS_PER_TEXT_SEGMENT,
  textAllowanceOf,
  textSettingsOf,
  textUsageMonth,
  type TextEncoding,
} from '@inkforge/domain';
import type { Firestore } from '../adapters/firebase/firebase';
import { fromSnapshot, userRef } from '../adapters/firebase/documents';
import { AppError } from '../app-error';
import type { LedgerService } from '../credits/ledger.service';
import type { StoredText, TextRefusal } from './text-record';
import type { TextsRepository } from './texts.repository';

/** The words about to leave, and what they weigh. */
export interface Outgoing {
  to: string;
  from: string;
  body: string;
  segments: number;
  encoding: TextEncoding;
}

export type ChargeOutcome =
  | { outcome: 'charged'; text: StoredText }
  | { outcome: 'refused'; reason: TextRefusal }
  | { outcome: 'lost' };

const usageRef = (db: Firestore, uid: string, month: string) =>
  userRef(db, uid).collection('textUsage').doc(month);

/** The plan whose allowance counts: the paid plan, else the role (free, admin). */
const planOf = (user: Record<string, unknown>) =>
  typeof user.currentPlan === 'string' ? user.currentPlan : (user.role as string | undefined);

/**
 * In one transaction, before the text leaves: the number is checked for an opt-out again, the
 * segments are counted against the month's allowance, and those beyond it are either refused
 * (the artist chose to pause) or paid in credits through the ledger with the key text-{id}, so
 * ten texts at once count and charge exactly ten times their segments.
 */
export async function chargeText(
  deps: { db: Firestore; ledger: LedgerService; repo: TextsRepository },
  uid: string,
  text: StoredText & { claim: string },
  out: Outgoing,
  now: Date,
): Promise<ChargeOutcome> {
  const { db, ledger, repo } = deps;
  const month = textUsageMonth(now);
  try {
    return await db.runTransaction(async (tx): Promise<ChargeOutcome> => {
      const ref = repo.textRef(uid, text.id);
      const [current, usage, user, phone] = await Promise.all([
        tx.get(ref).then((s) => fromSnapshot<StoredText>(s)),
        tx.get(usageRef(db, uid, month)),
        tx.get(userRef(db, uid)),
        tx.get(userRef(db, uid).collection('textPhones').doc(out.to)),
      ]);
      if (current?.claim !== text.claim || current.status !== 'pending') return { outcome: 'lost' };
      // The one confirmation of a STOP (kind auto) is the only text an opted-out phone gets.
      if (phone.get('optedOut') === true && text.kind !== 'auto')
        return { outcome: 'refused', reason: 'OPTED_OUT' };
      const data = user.data() ?? {};
      const allowance = textAllowanceOf(planOf(data));
      const used = Number(usage.get('segments') ?? 0);
      const over = Math.max(0, used + out.segments - allowance) - Math.max(0, used - allowance);
      if (over > 0 && textSettingsOf(data.textSettings).overAllowance !== 'credits')
        return { outcome: 'refused', reason: 'ALLOWANCE_USED' };
      const credits = over * CREDITS_PER_TEXT_SEGMENT;
      if (credits > 0)
        await ledger.reserveInTransaction(tx, uid, credits, `text-${text.id}`, 'Text message');
      tx.set(
        usageRef(db, uid, month),
        { segments: used + out.segments, updatedAt: now },
        { merge: true },
      );
      const charge = { month, segments: out.segments, credits };
      tx.update(ref, { ...out, status: 'queued', reason: null, charge });
      tx.delete(repo.dueRef(uid, text.id));
      return { outcome: 'charged', text: { ...current, ...out, status: 'queued', charge } };
    });
  } catch (err) {
    if (err instanceof AppError && err.code === 'INSUFFICIENT_CREDITS')
      return { outcome: 'refused', reason: 'NO_CREDITS' };
    throw err;
  }
}

/**
 * The provider refused the text before it left: its segments go back to the month's allowance
 * and its credits to the artist (once: the ledger's refund key), and it is marked failed.
 */
export async function refundText(
  deps: { db: Firestore; ledger: LedgerService; repo: TextsRepository },
  uid: string,
  textId: string,
  error: string,
): Promise<void> {
  const { db, ledger, repo } = deps;
  await db.runTransaction(async (tx) => {
    const ref = repo.textRef(uid, textId);
    const text = fromSnapshot<StoredText>(await tx.get(ref));
    if (!text?.charge || text.status !== 'queued' || text.sid) return;
    const usage = await tx.get(usageRef(db, uid, text.charge.month));
    if (text.charge.credits > 0)
      await ledger.refundInTransaction(tx, uid, `text-${textId}`, 'Text not sent');
    tx.set(
      usageRef(db, uid, text.charge.month),
      { segments: Math.max(0, Number(usage.get('segments') ?? 0) - text.charge.segments) },
      { merge: true },
    );
    tx.update(ref, {
      status: 'failed',
      reason: 'PROVIDER_REFUSED',
      error: error.slice(0, 300),
      charge: { ...text.charge, segments: 0, credits: 0 },
      claim: null,
      leaseUntil: null,
    });
  });
}

/** users/{uid}/textUsage/{YYYY-MM}: segments sent this month. */
export async function segmentsUsed(db: Firestore, uid: string, month: string): Promise<number> {
  return Number((await usageRef(db, uid, month).get()).get('segments') ?? 0);
}
