import { galleryRoutes as declared } from '@inkforge/domain';
import type { Router } from 'express';
import { mountRoutes, type RouteGuards } from '../http/mount-routes';
import type { ImageToolsDeps } from '../paid-tools/deps';
import { readOwnedImage } from '../paid-tools/read-owned-image';
import { checkUpload } from '../paid-tools/read-upload';
import { addToGallery } from './add-to-gallery';
import { aiOriginOf } from './ai-origin';
import { deleteGalleryItem } from './delete-gallery-item';
import type { PublishDeps } from './deps';
import { limitsOf } from './gallery-limit';
import { listGallery } from './list-gallery';
import { keepingOriginPrivacy } from './origin-privacy';
import { portfolioOrder, setPortfolioOrder } from './portfolio-order';
import { publishGalleryItem } from './publish-gallery-item';
import { uploadImage } from './upload-image';

export function galleryRoutes(
  deps: { gallery: PublishDeps; tools: ImageToolsDeps },
  guards: RouteGuards,
): Router {
  const { gallery, tools } = deps;
  return mountRoutes(
    declared,
    {
      list: async ({ uid, query }) => listGallery(gallery, uid, query),
      limits: async ({ uid }) => {
        const [facts, counts] = await Promise.all([
          gallery.repo.planFacts(uid),
          gallery.repo.counts(uid),
        ]);
        return limitsOf(facts, counts);
      },
      portfolioOrder: async ({ uid }) => portfolioOrder(gallery, uid),
      setPortfolioOrder: async ({ uid, body }) => setPortfolioOrder(gallery, uid, body),
      // A copy of a stored image keeps what made its origin private (public-rule.ts).
      add: async ({ uid, body }) => {
        const image = await readOwnedImage(tools, uid, body.imageUrl);
        const fields = await keepingOriginPrivacy(gallery.repo, uid, image.path, body);
        const ai = await aiOriginOf({ ...tools, repo: gallery.repo }, uid, image.path);
        return addToGallery(gallery, uid, { ...fields, ...image, ai });
      },
      saveResult: async ({ uid, body }) => {
        const image = await readOwnedImage(tools, uid, body.imageUrl);
        const fields = await keepingOriginPrivacy(gallery.repo, uid, image.path, body);
        const ai = await aiOriginOf({ ...tools, repo: gallery.repo }, uid, image.path);
        return addToGallery(gallery, uid, { ...fields, ...image, ai });
      },
      remove: async ({ uid, params }) => {
        await deleteGalleryItem(gallery, uid, params.id);
        return { deleted: true };
      },
      publish: async ({ uid, params, body }) => publishGalleryItem(gallery, uid, params.id, body),
      upload: async ({ uid, upload }) => {
        const image = await checkUpload(tools.ops, upload.file);
        return uploadImage({ gallery, tools }, uid, image, upload.fields);
      },
    },
    guards,
  );
}
