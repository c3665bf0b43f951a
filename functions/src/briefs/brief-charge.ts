import { creditCost, type Brief } from '@inkforge/domain';
import { AppError } from '../app-error';
import { PENDING_CHARGE_DEADLINE_MS } from '../paid-tools/pending-charge';
import { toolResultPath } from '../paid-tools/deps';
import type { PendingCharge } from '../paid-tools/pending-charges.repository';
import type { BriefDeps } from './deps';

/**
 * A press within this long of a draft the artist has not edited gets that draft back, free:
 * a double tap that lands after the first draft finished is not a second purchase.
 */
const SAME_ANSWER_MS = 30_000;

/** What a second press waits before asking again: a draft takes seconds. */
const DRAFTING_RETRY_SECONDS = 5;

/**
 * One transaction: the request exists (404 otherwise, another artist's too) and no draft is under
 * way (409 BRIEF_DRAFTING with Retry-After), then 1 credit is spent (ledger key `brief-<id>`),
 * the pending charge recorded with its deadline, and the request marked as drafting until it.
 * Of two presses at once, one commits; the other retries, finds the mark and gets the 409.
 */
export async function openBriefCharge(
  deps: BriefDeps,
  uid: string,
  requestId: string,
): Promise<{ charge: PendingCharge } | { brief: Brief }> {
  const now = deps.clock();
  const id = deps.newId();
  const charge: PendingCharge = {
    key: `brief-${id}`,
    uid,
    action: 'brief',
    // No file is written; the path only gives the sweep something harmless to remove.
    resultPath: toolResultPath(uid, 'brief', id),
    state: 'pending',
    dueAt: new Date(now.getTime() + PENDING_CHARGE_DEADLINE_MS),
  };
  return deps.charges.runTransaction(async (tx) => {
    const found = await deps.briefs.requestInTransaction(tx, uid, requestId);
    if (!found) throw new AppError('BOOKING_REQUEST_NOT_FOUND');
    if (found.drafting && found.drafting.until > now) {
      const left = (found.drafting.until.getTime() - now.getTime()) / 1000;
      throw new AppError('BRIEF_DRAFTING').retryAfter(Math.min(left, DRAFTING_RETRY_SECONDS));
    }
    const last = found.brief;
    if (last && !last.editedAt && now.getTime() - Date.parse(last.draftedAt) < SAME_ANSWER_MS) {
      return { brief: last };
    }
    await deps.ledger.reserveInTransaction(tx, uid, creditCost('brief'), charge.key, 'brief');
    deps.charges.createInTransaction(tx, charge);
    deps.briefs.lockInTransaction(tx, uid, requestId, charge.key, charge.dueAt);
    return { charge };
  });
}

/**
 * Saves the brief and keeps the credit, in one transaction with the charge's row: false when
 * the sweep refunded the charge first (past its deadline), and then nothing is saved.
 */
export async function settleBriefCharge(
  deps: BriefDeps,
  uid: string,
  requestId: string,
  charge: PendingCharge,
  brief: Brief,
): Promise<boolean> {
  return deps.charges.runTransaction(async (tx) => {
    const stored = await deps.charges.getInTransaction(tx, charge.key);
    if (stored?.state !== 'pending') return false;
    deps.charges.deleteInTransaction(tx, charge.key);
    deps.briefs.saveInTransaction(tx, uid, requestId, brief);
    return true;
  });
}
