import { AppError } from '../app-error';
import type { AuthContext } from '../http/auth-context';
import type { BillingDeps } from './deps';

/** The provider's billing portal (cards, invoices, cancel, reactivate); back to settings. */
export async function openPortal(deps: BillingDeps, caller: AuthContext): Promise<{ url: string }> {
  const user = await deps.repo.get(caller.uid);
  if (!user?.stripeCustomerId) throw new AppError('NO_BILLING_ACCOUNT');
  try {
    const url = await deps.payments.createPortal(
      user.stripeCustomerId,
      `${deps.appOrigin}/settings?tab=subscription`,
    );
    return { url };
  } catch (err) {
    deps.logger.error('billing.portal.failed', { uid: caller.uid, error: String(err) });
    throw new AppError('BILLING_PORTAL_FAILED');
  }
}
