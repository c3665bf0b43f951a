import type { Logger } from '../logger';
import { refundCharge, type ChargeDeps } from '../paid-tools/pending-charge';
import type { PendingCharge } from '../paid-tools/pending-charges.repository';

export type PendingChargeSweepDeps = ChargeDeps & { logger: Logger };

/** Rows read per query; a run reads a few batches at most and leaves the rest to the next. */
const BATCH = 200;
const BATCHES_PER_RUN = 10;

/** Refunds one charge past its deadline, or takes a last look at a refunded one's result. */
async function sweepOne(deps: PendingChargeSweepDeps, charge: PendingCharge): Promise<boolean> {
  try {
    if (charge.state === 'pending') {
      return await refundCharge(deps, charge, `${charge.action} not delivered`);
    }
    await deps.objects.remove(charge.resultPath);
    await deps.charges.delete(charge.key);
    return false;
  } catch (err) {
    // One broken row must not keep the others holding their credits.
    deps.logger.error('tools.sweep_failed', { key: charge.key, error: String(err) });
    return false;
  }
}

/**
 * Every minute, beside the job sweep: a synchronous paid tool whose answer never delivered its
 * result (the worker was cut off at Hosting's 60 s or the function's timeout, or killed) is
 * refunded exactly once past its deadline, in a transaction keyed by the charge, and its result
 * removed. A delivered charge has no row, so it is never touched.
 */
export async function sweepPendingCharges(
  deps: PendingChargeSweepDeps,
): Promise<{ refunded: number }> {
  const now = deps.clock();
  let refunded = 0;
  for (let batch = 0; batch < BATCHES_PER_RUN; batch += 1) {
    const due = await deps.charges.listDue(now, BATCH);
    for (const charge of due) if (await sweepOne(deps, charge)) refunded += 1;
    if (due.length < BATCH) break;
  }
  if (refunded) deps.logger.warn('tools.swept', { refunded });
  return { refunded };
}
