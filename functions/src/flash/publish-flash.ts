import { studioFormatOf, type ApiFlash, type FlashInput } from '@inkforge/domain';
import { AppError } from '../app-error';
import type { PublicSource } from '../gallery';
import type { FlashDeps } from './deps';
import { refuseUnchargeablePrices } from './refuse-unchargeable';
import { depositRuleOf, toApiFlash } from './to-api';

/**
 * POST /api/flash: a gallery design offered as flash. Its public image is a fresh WebP copy
 * (no EXIF, no location), so publishing never exposes the original upload.
 */
export async function publishFlash(
  deps: FlashDeps,
  uid: string,
  input: FlashInput,
  source: PublicSource | null,
): Promise<ApiFlash> {
  if (!source) throw new AppError('FLASH_GALLERY_ITEM_NOT_FOUND');
  // Flash is public: the same rule as the page (a client's body never, their photo with a yes).
  if (source.refusal) throw new AppError(source.refusal);
  // The prices were typed in the studio's currency: they keep it if the studio changes later.
  const user = await deps.deposits.user(uid);
  const { currency, locale } = studioFormatOf(user);
  refuseUnchargeablePrices(input.variants, currency, locale);
  const id = deps.flash.newId(uid);
  const imagePath = `users/${uid}/flash/${id}.webp`;
  const copy = await deps.imageOps.thumbnail(await deps.objects.read(source.imagePath), 1280);
  await deps.objects.put(imagePath, copy, 'image/webp');
  const now = deps.clock();
  const existing = await deps.flash.list(uid);
  const flash = {
    galleryItemId: input.galleryItemId,
    imagePath,
    title: input.title,
    ...(input.description ? { description: input.description } : {}),
    tags: input.tags ?? [],
    variants: input.variants.map((v) => ({
      sizeCm: v.sizeCm,
      priceCents: v.price,
      duration: v.duration,
    })),
    currency,
    availability: input.availability,
    ...(input.availability === 'limited' && input.limit ? { limit: input.limit } : {}),
    sold: 0,
    archived: false,
    order: existing.length,
    createdAt: now,
  };
  await deps.flash.create(uid, id, flash);
  deps.logger.info('flash.published', { uid, flashId: id });
  return toApiFlash(
    { ...flash, id },
    await deps.objects.signedUrl(imagePath),
    currency,
    depositRuleOf(user),
  );
}
