import { PLANS } from '@inkforge/domain';
import type { BillingRepository } from '../subscriptions/billing.repository';
import { roleFor, type BillingUser } from '../subscriptions/billing-user';
import { monthIndex, monthlyResetSteps, yearlyGrantKey } from '../subscriptions/plan-credits';
import { endedExpiryKey, endedPatch } from '../subscriptions/subscription-patch';
import { expireStep } from '../credits/apply-movements';
import type { LedgerService } from '../credits/ledger.service';
import type { Logger } from '../logger';
import { subscriptionEnded, yearlyMonthCredits, type WebhookDeps } from '../webhooks';

export interface ResetDeps {
  repo: BillingRepository;
  ledger: LedgerService;
  clock: () => Date;
  logger: Logger;
  /** The bell hears of what the daily job moved, in the same transaction, once. */
  notify: WebhookDeps['notify'];
}

export interface ResetSummary {
  granted: number;
  downgraded: number;
}

/** A yearly plan's month: keyed on (subscription, month index), so reruns grant nothing new. */
async function grantYearlyMonth(deps: ResetDeps, user: BillingUser, now: Date): Promise<boolean> {
  const { currentPlan, stripeSubscriptionId, subscriptionStartedAt } = user;
  if (!currentPlan || !stripeSubscriptionId || !subscriptionStartedAt) return false;
  if (user.subscriptionStatus === 'inactive' || user.subscriptionStatus === 'past_due')
    return false;
  // A period that is over (and not renewed) earns no new month.
  if (user.subscriptionRenewsAt && user.subscriptionRenewsAt <= now) return false;
  const key = yearlyGrantKey(stripeSubscriptionId, monthIndex(subscriptionStartedAt, now));
  return deps.repo.runTransaction(async (tx) => {
    const outcomes = await deps.ledger.moveInTransaction(
      tx,
      user.uid,
      monthlyResetSteps(key, currentPlan, 'yearly'),
    );
    const granted = outcomes.some((o) => !o.replayed && o.entry.type === 'grant');
    if (granted) deps.notify(tx, user.uid, `credits-${key}`, yearlyMonthCredits(currentPlan));
    return granted;
  });
}

/** A cancelled period that has ended: free plan, subscription credits expire, packs stay. */
async function endCancelledPeriod(deps: ResetDeps, user: BillingUser, now: Date): Promise<boolean> {
  if (!user.subscriptionRenewsAt || user.subscriptionRenewsAt > now) return false;
  const subscriptionId = user.stripeSubscriptionId;
  if (!subscriptionId) return false;
  return deps.repo.runTransaction(async (tx) => {
    const fresh = await deps.repo.getInTransaction(tx, user.uid);
    if (!fresh?.cancelAtPeriodEnd || fresh.stripeSubscriptionId !== subscriptionId) return false;
    const key = endedExpiryKey(subscriptionId);
    const [expired] = await deps.ledger.moveInTransaction(tx, user.uid, [
      expireStep(key, 'subscription ended'),
    ]);
    // The same notice, under the same id, as the provider's own end-of-subscription event.
    if (expired && !expired.replayed)
      deps.notify(tx, user.uid, `ended-${key}`, subscriptionEnded());
    deps.repo.updateInTransaction(tx, user.uid, {
      ...endedPatch(fresh),
      role: roleFor(fresh, null),
    });
    return true;
  });
}

/**
 * The daily job: yearly plans get this month's credits; subscriptions cancelled at
 * period end whose period is over drop to free even if the provider's event never arrived.
 */
export async function resetMonthlyCredits(deps: ResetDeps): Promise<ResetSummary> {
  const now = deps.clock();
  const summary: ResetSummary = { granted: 0, downgraded: 0 };
  for await (const page of deps.repo.pendingCancellations()) {
    for (const user of page) {
      if (await endCancelledPeriod(deps, user, now)) summary.downgraded += 1;
    }
  }
  for await (const page of deps.repo.yearlySubscribers()) {
    for (const user of page) {
      if (!user.currentPlan || !(user.currentPlan in PLANS)) continue;
      try {
        if (await grantYearlyMonth(deps, user, now)) summary.granted += 1;
      } catch (err) {
        // One broken account must not stop everyone else's monthly credits.
        deps.logger.error('billing.reset.failed', { uid: user.uid, error: String(err) });
      }
    }
  }
  deps.logger.info('billing.reset.done', { ...summary });
  return summary;
}
