import type { PortfolioOrder, PortfolioOrderKind } from '@inkforge/domain';
import type { GalleryDeps } from './deps';
import { signedGalleryItem } from './to-gallery-item';

/** The most public items the settings list (and the page shows fewer). */
const ORDERED_MAX = 100;

/** GET /api/gallery/portfolio-order: the order and the public items as the page shows them. */
export async function portfolioOrder(deps: GalleryDeps, uid: string): Promise<PortfolioOrder> {
  const [order, items] = await Promise.all([
    deps.repo.portfolioOrder(uid),
    deps.repo.listPublic(uid, ORDERED_MAX),
  ]);
  return {
    order: order.order,
    items: await Promise.all(items.map((item) => signedGalleryItem(deps, item))),
  };
}

/**
 * PUT /api/gallery/portfolio-order. The artist's order keeps each id once; ids of items no
 * longer public simply match nothing on the page.
 */
export async function setPortfolioOrder(
  deps: GalleryDeps,
  uid: string,
  input: { order: PortfolioOrderKind; ids: string[] },
): Promise<PortfolioOrder> {
  const ids = [...new Set(input.ids)];
  // Without ids the last order is kept: "newest" and back restores the artist's own.
  const kept = ids.length ? ids : (await deps.repo.portfolioOrder(uid)).ids;
  await deps.repo.setPortfolioOrder(uid, { order: input.order, ids: kept });
  return portfolioOrder(deps, uid);
}
