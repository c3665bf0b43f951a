import type { StyleReferences } from '@inkforge/domain';
import { AppError } from '../app-error';
import type { ConceptsDeps } from './deps';

/**
 * The artist's style references as their gallery shows them. An item deleted since it was
 * chosen drops out here (and is never sent to a model).
 */
export async function getStyleReferences(
  deps: Pick<ConceptsDeps, 'repo' | 'ownItems'>,
  uid: string,
): Promise<StyleReferences> {
  const items = await deps.ownItems.signed(uid, await deps.repo.styleReferences(uid));
  return { itemIds: items.map((item) => item.id), items };
}

/**
 * Saves up to six pieces of the artist's own work as style references. Each id is looked up in
 * the caller's own gallery: one that is not there (another artist's item, a deleted one) refuses
 * the whole choice, so nobody else's work can steer a concept.
 */
export async function saveStyleReferences(
  deps: Pick<ConceptsDeps, 'repo' | 'ownItems'>,
  uid: string,
  itemIds: string[],
): Promise<StyleReferences> {
  const items = await deps.ownItems.signed(uid, itemIds);
  if (items.length !== itemIds.length) throw new AppError('STYLE_REFERENCE_NOT_YOURS');
  await deps.repo.saveStyleReferences(uid, itemIds);
  return { itemIds, items };
}
