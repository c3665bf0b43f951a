import type { StudioSetUp, StudioSetUpRequest } from '@inkforge/domain';
import { refuseDepositBelowMinimum } from '../deposits';
import type { TodayRepository } from './today.repository';

/**
 * PUT /api/profile/studio: the first day's answers, written where everything reads them — the
 * zone and currency on the user, the studio's name and address on the public page's profile
 * (the one source: the calendar's mail settings, mails and PDFs read it). The older pair in the
 * reminder settings is emptied so nothing can read a second, disagreeing name.
 */
export async function setUpStudio(
  deps: { today: TodayRepository; clock: () => Date },
  uid: string,
  input: StudioSetUpRequest & { currency: StudioSetUp['currency'] },
): Promise<StudioSetUp> {
  const user = await deps.today.user(uid);
  // A fixed deposit keeps its number across currencies: in the new one it must still be chargeable.
  const rule = (user?.bookingSettings as { deposit?: { kind?: string; amountCents?: number } })
    ?.deposit;
  const locale = typeof user?.locale === 'string' ? user.locale : 'en-GB';
  if (rule?.kind === 'fixed' && typeof rule.amountCents === 'number') {
    refuseDepositBelowMinimum(rule.amountCents, input.currency, locale, 'currency');
  }
  const now = deps.clock();
  await deps.today.saveStudio(uid, input, now);
  return { ...input, confirmedAt: now.toISOString() };
}
