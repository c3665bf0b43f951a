import { createHash } from 'node:crypto';
import {
  isPlanCode,
  normaliseEmail,
  promoRedeemedMessage,
  type RedeemPromoCodeResponse,
} from '@inkforge/domain';
import { AppError } from '../app-error';
import type { LedgerService } from '../credits/ledger.service';
import type { AuthContext } from '../http/auth-context';
import type { Logger } from '../logger';
import type { PromoRepository, Redeemer } from './promo.repository';

export interface PromoDeps {
  repo: PromoRepository;
  ledger: LedgerService;
  clock: () => Date;
  logger: Logger;
}

/** Premium codes are for subscribers: an active (or trial) Basic, Pro or Premium plan. */
function isSubscriber(user: Redeemer): boolean {
  if (user.role === 'admin') return true;
  const active = user.subscriptionStatus === 'active' || user.subscriptionStatus === 'trial';
  return active && isPlanCode(user.currentPlan);
}

function emailHashOf(email: string): string | null {
  if (!email) return null;
  return createHash('sha256').update(normaliseEmail(email)).digest('hex');
}

/**
 * Redeems a code once per account and once per mailbox. The checks, the use count, the
 * redemption markers and the ledger grant are one transaction, so concurrent redemptions of a
 * single-use code (or one account racing itself) end with exactly one success.
 */
export async function redeemPromoCode(
  deps: PromoDeps,
  caller: AuthContext,
  input: { code: string; deviceFingerprint?: string | undefined },
): Promise<RedeemPromoCodeResponse> {
  const now = deps.clock();
  const emailHash = emailHashOf(caller.email);

  const outcome = await deps.repo.runTransaction(async (tx) => {
    const [promo, redeemed, user] = await Promise.all([
      deps.repo.readCode(tx, input.code),
      deps.repo.wasRedeemed(tx, input.code, { uid: caller.uid, emailHash }),
      deps.repo.readRedeemer(tx, caller.uid),
    ]);
    if (!promo || promo.credits <= 0) throw new AppError('PROMO_CODE_INVALID');
    if (!user) throw new AppError('CREDITS_ACCOUNT_NOT_FOUND');
    if (redeemed) throw new AppError('PROMO_CODE_ALREADY_REDEEMED');
    if (promo.expiresAt && promo.expiresAt.getTime() <= now.getTime()) {
      throw new AppError('PROMO_CODE_EXPIRED');
    }
    if (promo.uses >= promo.maxUses) throw new AppError('PROMO_CODE_EXHAUSTED');
    if (promo.premiumOnly && !isSubscriber(user)) throw new AppError('SUBSCRIPTION_REQUIRED');

    const grant = await deps.ledger.grantInTransaction(
      tx,
      caller.uid,
      'pack',
      promo.credits,
      `promo:${promo.code}`,
      `promo code ${promo.code}`,
    );
    // An earlier grant under this key without a marker cannot happen (both are written
    // together), but if it ever did, the account has had the credits: do not count again.
    if (grant.replayed) throw new AppError('PROMO_CODE_ALREADY_REDEEMED');
    deps.repo.recordRedemption(tx, {
      code: promo.code,
      uid: caller.uid,
      emailHash,
      deviceFingerprint: input.deviceFingerprint ?? null,
      credits: promo.credits,
      redeemedAt: now,
    });
    return { credits: promo.credits, balance: grant.entry.balanceAfter.total };
  });

  deps.logger.info('promo.redeemed', { uid: caller.uid, code: input.code });
  return {
    message: promoRedeemedMessage(outcome.credits),
    code: input.code,
    creditsAdded: outcome.credits,
    creditsRemaining: outcome.balance,
  };
}
