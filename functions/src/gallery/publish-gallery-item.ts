import { publicRefusal, type GalleryItem } from '@inkforge/domain';
import { AppError } from '../app-error';
import type { GalleryDeps, PublishDeps } from './deps';
import type { PublicImage, StoredGalleryItem } from './gallery.repository';
import {
  PORTFOLIO_WIDTHS,
  portfolioPrefix,
  renditionFile,
  renditionPaths,
} from './portfolio-paths';
import { signedGalleryItem } from './to-gallery-item';

/**
 * PUT /api/gallery/{id}/public. Publishing makes the public renditions once (WebP, no metadata)
 * and stores them before the item says it is public; unpublishing says so first and then
 * removes them, so the page never links a missing file and nothing public outlives the switch.
 */
export async function publishGalleryItem(
  deps: PublishDeps,
  uid: string,
  id: string,
  input: { public: boolean; caption: string | null; tags?: string[] },
): Promise<GalleryItem> {
  const item = await deps.repo.get(uid, id);
  if (!item) throw new AppError('GALLERY_ITEM_NOT_FOUND');
  const { caption } = input;
  const tags = input.tags ?? item.tags;
  const before = item.publicImage;
  let after: StoredGalleryItem;
  if (input.public) {
    // A client's body never; a client's photo only with their recorded yes.
    const refusal = publicRefusal(item);
    if (refusal) throw new AppError(refusal);
    const publicImage = await makeRenditions(deps, uid, item);
    if (!(await deps.repo.setPublic(uid, id, { public: true, caption, tags, publicImage }))) {
      await removeRenditions(deps, uid, id, publicImage);
      throw new AppError('GALLERY_ITEM_NOT_FOUND');
    }
    after = { ...item, public: true, caption, tags, publicImage };
    if (before && before.hash !== publicImage.hash) await removeRenditions(deps, uid, id, before);
  } else {
    if (!(await deps.repo.setPublic(uid, id, { public: false, caption, tags }))) {
      throw new AppError('GALLERY_ITEM_NOT_FOUND');
    }
    after = { ...item, public: false, caption, tags, publicImage: null };
    if (before) await removeRenditions(deps, uid, id, before);
  }
  return signedGalleryItem(deps, after);
}

async function makeRenditions(
  deps: PublishDeps,
  uid: string,
  item: StoredGalleryItem,
): Promise<PublicImage> {
  const source = await deps.objects.read(item.imagePath);
  const { hash, renditions } = await deps.publicImages.renditions(source, PORTFOLIO_WIDTHS);
  await Promise.all(
    renditions.map((r) =>
      deps.objects.put(
        portfolioPrefix(uid) + renditionFile(item.id, hash, r.width),
        r.data,
        'image/webp',
      ),
    ),
  );
  const widest = renditions.at(-1)!;
  return {
    hash,
    width: widest.width,
    height: widest.height,
    widths: renditions.map((r) => r.width),
    publishedAt: deps.clock(),
  };
}

export async function removeRenditions(
  deps: Pick<GalleryDeps, 'objects'>,
  uid: string,
  id: string,
  image: PublicImage,
): Promise<void> {
  await Promise.all(renditionPaths(uid, id, image).map((path) => deps.objects.remove(path)));
}
