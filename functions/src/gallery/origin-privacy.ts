import { keepOriginPrivacy, type GalleryType, type ImagePrivacy } from '@inkforge/domain';
import { toolResultPath } from '../paid-tools/deps';
import type { GalleryRepository } from './gallery.repository';

/** A body preview's result (jobs/edit-paths.ts names it `preview-{job}`): a client's body. */
const isBodyPreviewResult = (uid: string, path: string) =>
  path.startsWith(toolResultPath(uid, 'preview', '').replace(/\.png$/, ''));

const BODY_PREVIEW: ImagePrivacy = {
  type: 'body_preview',
  generationType: null,
  clientId: null,
  clientName: null,
  title: null,
  consent: null,
};

/**
 * What made the stored image at `path` private, for a copy to keep: the gallery item it is the
 * image (or thumbnail) of, or a body preview's result; null for anything else.
 */
async function originPrivacy(
  repo: Pick<GalleryRepository, 'findByPath'>,
  uid: string,
  path: string,
): Promise<ImagePrivacy | null> {
  if (isBodyPreviewResult(uid, path)) return BODY_PREVIEW;
  return repo.findByPath(uid, path);
}

/** The new item's fields as asked, with its origin's privacy kept (POST /api/gallery and the like). */
export async function keepingOriginPrivacy<T extends { type: GalleryType }>(
  repo: Pick<GalleryRepository, 'findByPath'>,
  uid: string,
  path: string,
  copy: T & Partial<ImagePrivacy>,
): Promise<T & ImagePrivacy> {
  const asked: ImagePrivacy = {
    type: copy.type,
    generationType: copy.generationType ?? null,
    clientId: copy.clientId ?? null,
    clientName: copy.clientName ?? null,
    title: copy.title ?? null,
    consent: null,
  };
  const origin = await originPrivacy(repo, uid, path);
  return { ...copy, ...(origin ? keepOriginPrivacy(origin, asked) : asked) };
}
