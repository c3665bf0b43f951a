import { DEFAULT_CURRENCY, isCurrency, type Currency, type User } from '@inkforge/domain';

/**
 * The currency plans and packs are shown and bought in: the studio's own (Settings → Profile)
 * where the price table has it, else euros (issue 47: a studio set to pounds is not billed in
 * euros).
 */
export const billingCurrencyOf = (user: Pick<User, 'currency'>): Currency =>
  isCurrency(user.currency) ? user.currency : DEFAULT_CURRENCY;
