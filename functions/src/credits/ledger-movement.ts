import type { CreditBalance, CreditBucket, LedgerEntryType } from '@inkforge/domain';

/** A change to apply: signed deltas per bucket, and how the entry describes it. */
export interface Movement {
  type: LedgerEntryType;
  bucket: CreditBucket;
  deltas: { subscription: number; pack: number };
  reason: string;
}

/** The bucket a movement touched first: the subscription one whenever it moved at all. */
function primaryBucket(deltas: Movement['deltas']): CreditBucket {
  return deltas.subscription !== 0 || deltas.pack === 0 ? 'subscription' : 'pack';
}

/** Subscription credits expire, pack credits do not, so a spend drains subscription first. */
export function spendMovement(
  balance: CreditBalance,
  amount: number,
  reason: string,
): Movement | null {
  if (amount > balance.total) return null;
  const fromSubscription = Math.min(amount, balance.subscription);
  const deltas = { subscription: -fromSubscription, pack: -(amount - fromSubscription) };
  return { type: 'spend', bucket: primaryBucket(deltas), deltas, reason };
}

/** A refund gives back exactly what the spend took, bucket by bucket. */
export function refundMovement(spend: { deltas: Movement['deltas'] }, reason: string): Movement {
  const deltas = { subscription: -spend.deltas.subscription, pack: -spend.deltas.pack };
  return { type: 'refund', bucket: primaryBucket(deltas), deltas, reason };
}

export function grantMovement(bucket: CreditBucket, amount: number, reason: string): Movement {
  const deltas = { subscription: 0, pack: 0, [bucket]: amount };
  return { type: 'grant', bucket, deltas, reason };
}

export function expireMovement(balance: CreditBalance, reason: string): Movement {
  return {
    type: 'expire',
    bucket: 'subscription',
    deltas: { subscription: -balance.subscription, pack: 0 },
    reason,
  };
}
