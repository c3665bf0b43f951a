import type { ApiConnectStatus } from '@inkforge/domain';
import { AppError } from '../app-error';
import { connectOf, disconnectedOf } from './deposits.repository';
import type { DepositsDeps } from './deps';

export async function connectStatus(deps: DepositsDeps, uid: string): Promise<ApiConnectStatus> {
  const user = await deps.deposits.user(uid);
  if (!user) throw new AppError('NOT_FOUND');
  const state = connectOf(user);
  if (state && !state.chargesEnabled) {
    // The return from onboarding may arrive before account.updated: ask Stripe itself.
    const live = await deps.payments.getConnectedAccount(state.accountId);
    if (live && live.chargesEnabled !== state.chargesEnabled) {
      const next = { ...state, ...live, accountId: state.accountId };
      await deps.deposits.saveConnect(uid, next, deps.clock());
      return { connected: true, ...next, disconnected: false };
    }
  }
  return {
    connected: state !== null,
    chargesEnabled: state?.chargesEnabled ?? false,
    detailsSubmitted: state?.detailsSubmitted ?? false,
    disconnected: disconnectedOf(user),
  };
}

/**
 * POST /api/profile/payments-connect: the artist's own Stripe account (made once) and a fresh
 * onboarding link to it; Stripe returns to Settings.
 */
export async function startConnectOnboarding(
  deps: DepositsDeps,
  uid: string,
): Promise<{ url: string }> {
  const user = await deps.deposits.user(uid);
  if (!user) throw new AppError('NOT_FOUND');
  let state = connectOf(user);
  if (!state) {
    const email = typeof user.email === 'string' ? user.email : null;
    const accountId = await deps.payments.createConnectedAccount({ uid, email });
    state = { accountId, chargesEnabled: false, detailsSubmitted: false };
    await deps.deposits.saveConnect(uid, state, deps.clock());
  }
  const settings = `${deps.appOrigin}/settings?tab=profile`;
  const url = await deps.payments.createAccountLink({
    accountId: state.accountId,
    refreshUrl: `${settings}&connect=refresh`,
    returnUrl: `${settings}&connect=done`,
  });
  deps.logger.info('deposit.connect_started', { uid });
  return { url };
}
