import type { StudioFormatRequest } from '@inkforge/domain';
import { AppError } from '../app-error';
import { refuseDepositBelowMinimum } from '../deposits';
import type { AuthContext } from '../http/auth-context';
import type { ProfileDeps } from './deps';

/**
 * PUT /api/profile/formats: the studio's one currency and number/date style. Screens, client
 * e-mails and PDFs read them from the user; deposits asked afterwards are in this currency.
 */
export async function updateFormats(
  deps: ProfileDeps,
  caller: AuthContext,
  input: StudioFormatRequest,
): Promise<StudioFormatRequest> {
  // A fixed deposit keeps its number across currencies: in the new one it must still be chargeable.
  const rule = (await deps.repo.get(caller.uid))?.bookingSettings?.deposit as
    { kind?: string; amountCents?: number } | undefined;
  if (rule?.kind === 'fixed' && typeof rule.amountCents === 'number') {
    refuseDepositBelowMinimum(rule.amountCents, input.currency, input.locale, 'currency');
  }
  const saved = await deps.repo.setFormats(caller.uid, { ...input, updatedAt: deps.clock() });
  if (!saved) throw new AppError('CREDITS_ACCOUNT_NOT_FOUND');
  deps.logger.info('profile.formats_updated', { uid: caller.uid, ...input });
  return input;
}
