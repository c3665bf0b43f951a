import {
  flashDepositCents,
  money,
  moneyOrNull,
  type ApiFlash,
  type DepositRule,
} from '@inkforge/domain';
import type { StoredFlash } from './flash.repository';

/** Copies still bookable: null when repeatable. */
export function remainingOf(flash: StoredFlash, liveHolds = 0): number | null {
  const cap =
    flash.availability === 'one_of_a_kind'
      ? 1
      : flash.availability === 'limited'
        ? (flash.limit ?? 1)
        : null;
  return cap === null ? null : Math.max(0, cap - flash.sold - liveHolds);
}

/**
 * The currency a flash is priced in: the one stored with its prices, else (a flash priced
 * before prices carried it) the studio's. Its holds and checkouts charge in the same.
 */
export const flashCurrency = (flash: Pick<StoredFlash, 'currency'>, studioCurrency: string) =>
  flash.currency ?? studioCurrency;

/** The artist's deposit rule as their booking settings store it (none saved: undefined). */
export const depositRuleOf = (user: Record<string, unknown> | undefined) =>
  (user?.bookingSettings as { deposit?: DepositRule } | undefined)?.deposit;

export function toApiFlash(
  flash: StoredFlash,
  imageUrl: string | null,
  studioCurrency: string,
  rule: DepositRule | undefined,
): ApiFlash {
  const remaining = remainingOf(flash);
  const currency = flashCurrency(flash, studioCurrency);
  const prices = flash.variants.map((v) => v.priceCents);
  return {
    id: flash.id,
    galleryItemId: flash.galleryItemId,
    title: flash.title,
    description: flash.description ?? null,
    tags: flash.tags,
    imageUrl,
    variants: flash.variants.map((v) => ({
      sizeCm: v.sizeCm,
      price: money(v.priceCents, currency),
      duration: v.duration,
      // The one number the page shows, the hold's checkout charges and the booked mail says.
      deposit: moneyOrNull(flashDepositCents(rule, v.priceCents, currency), currency),
    })),
    availability: flash.availability,
    limit: flash.limit ?? null,
    sold: flash.sold,
    remaining,
    archived: flash.archived,
    order: flash.order,
    fromPrice: money(Math.min(...prices), currency),
    bookable: !flash.archived && remaining !== 0,
  };
}
