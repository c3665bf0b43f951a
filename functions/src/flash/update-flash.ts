import { studioFormatOf, type ApiFlash, type FlashPatch } from '@inkforge/domain';
import { AppError } from '../app-error';
import type { FlashDeps } from './deps';
import type { StoredFlash } from './flash.repository';
import { refuseUnchargeablePrices } from './refuse-unchargeable';
import { depositRuleOf, toApiFlash } from './to-api';

/** PATCH /api/flash/{id}: its fields, archived, or its place on the page. */
export async function updateFlash(
  deps: FlashDeps,
  uid: string,
  id: string,
  patch: FlashPatch,
): Promise<ApiFlash> {
  const { variants, limit, ...rest } = patch;
  const user = await deps.deposits.user(uid);
  const { currency, locale } = studioFormatOf(user);
  if (variants) refuseUnchargeablePrices(variants, currency, locale);
  const fields: Partial<StoredFlash> = {
    ...Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)),
    ...(variants
      ? {
          variants: variants.map((v) => ({
            sizeCm: v.sizeCm,
            priceCents: v.price,
            duration: v.duration,
          })),
          // New prices are typed in the studio's currency of the moment.
          currency,
        }
      : {}),
    ...(limit !== undefined ? { limit } : {}),
  };
  if (!(await deps.flash.update(uid, id, fields))) throw new AppError('FLASH_NOT_FOUND');
  const flash = (await deps.flash.get(uid, id))!;
  const url = flash.imagePath ? await deps.objects.signedUrl(flash.imagePath) : null;
  return toApiFlash(flash, url, currency, depositRuleOf(user));
}

/** DELETE /api/flash/{id}: gone from the page; its booked appointments stay. */
export async function deleteFlash(deps: FlashDeps, uid: string, id: string): Promise<void> {
  const removed = await deps.flash.remove(uid, id);
  if (!removed) throw new AppError('FLASH_NOT_FOUND');
  if (removed.imagePath) await deps.objects.remove(removed.imagePath);
}
