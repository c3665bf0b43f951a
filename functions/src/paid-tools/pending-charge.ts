import type { CreditAction } from '@inkforge/domain';
import type { ObjectStore } from '../adapters/object-store';
import { AppError } from '../app-error';
import type { LedgerService } from '../credits/ledger.service';
import { toolResultPath } from './deps';
import type { PendingCharge, PendingChargesRepository } from './pending-charges.repository';

/**
 * How long a synchronous tool has to deliver what it charged for. `api` runs at most 60 s
 * (Hosting's cut-off for a rewrite, and the function's timeout), after which its worker is ended
 * or gets no CPU; the rest is room for clocks that differ between instances. Past it the minute
 * sweep refunds the charge and removes the result: within 3 minutes of the spend.
 */
export const PENDING_CHARGE_DEADLINE_MS = 2 * 60_000;

/**
 * After a refund, how long a write may still land: one sent by a worker that was cut off is
 * finished or dropped by Storage well within this. The sweep then removes the path once more.
 */
export const LATE_WRITE_MS = 10 * 60_000;

export interface ChargeDeps {
  charges: PendingChargesRepository;
  ledger: LedgerService;
  objects: Pick<ObjectStore, 'remove'>;
  clock: () => Date;
}

const after = (from: Date, ms: number) => new Date(from.getTime() + ms);

/**
 * Spends `cost` and records the pending charge with its deadline in one transaction, keyed like
 * the spend; the result path is decided here, so whoever refunds it can remove the result.
 */
export async function openCharge(
  deps: ChargeDeps & { newId: () => string },
  uid: string,
  charge: { action: CreditAction; cost: number; folder: string },
): Promise<PendingCharge> {
  const id = deps.newId();
  const pending: PendingCharge = {
    key: `${charge.action}-${id}`,
    uid,
    action: charge.action,
    resultPath: toolResultPath(uid, charge.folder, id),
    state: 'pending',
    dueAt: after(deps.clock(), PENDING_CHARGE_DEADLINE_MS),
  };
  await deps.charges.runTransaction(async (tx) => {
    await deps.ledger.reserveInTransaction(tx, uid, charge.cost, pending.key, charge.action);
    deps.charges.createInTransaction(tx, pending);
  });
  return pending;
}

/**
 * Gives a pending charge back once (ledger key `refund:<key>`, in the transaction that marks
 * it) and removes its result. A charge already delivered is left alone; one already refunded
 * moves nothing again. An account being deleted has no balance to refund into: the charge is
 * only marked. True when this call refunded it.
 */
export async function refundCharge(
  deps: ChargeDeps,
  charge: PendingCharge,
  reason: string,
): Promise<boolean> {
  const recheckAt = after(deps.clock(), LATE_WRITE_MS);
  const mark = (refund: boolean) =>
    deps.charges.runTransaction(async (tx) => {
      const stored = await deps.charges.getInTransaction(tx, charge.key);
      if (!stored) return 'delivered' as const;
      if (stored.state !== 'pending') return 'replayed' as const;
      if (refund) await deps.ledger.refundInTransaction(tx, charge.uid, charge.key, reason);
      deps.charges.markRefundedInTransaction(tx, charge.key, recheckAt);
      return 'refunded' as const;
    });
  let outcome: Awaited<ReturnType<typeof mark>>;
  try {
    outcome = await mark(true);
  } catch (err) {
    if (!(err instanceof AppError && err.code === 'CREDITS_ACCOUNT_NOT_FOUND')) throw err;
    outcome = await mark(false);
  }
  if (outcome === 'delivered') return false;
  await deps.objects.remove(charge.resultPath);
  return outcome === 'refunded';
}

/**
 * The answer is about to deliver the result: settles the charge unless the caller is gone
 * (`late`), the deadline passed, or the sweep refunded it first. One transaction decides, so a
 * sweep racing the delivery loses or wins whole. False: not delivered, refunded, result removed.
 */
export async function settleCharge(
  deps: ChargeDeps,
  charge: PendingCharge,
  late: boolean,
): Promise<boolean> {
  const outcome = await deps.charges.runTransaction(async (tx) => {
    const stored = await deps.charges.getInTransaction(tx, charge.key);
    if (stored?.state !== 'pending') return 'swept';
    if (late || deps.clock() >= stored.dueAt) return 'late';
    deps.charges.deleteInTransaction(tx, charge.key);
    return 'delivered';
  });
  if (outcome === 'delivered') return true;
  if (outcome === 'late') await refundCharge(deps, charge, `${charge.action} not delivered`);
  // Refunded by the sweep, which may have removed the path before this write landed.
  else await deps.objects.remove(charge.resultPath);
  return false;
}
