import {
  createGalleryItemRequestSchema,
  galleryListQuerySchema,
  galleryPublishRequestSchema,
  galleryUploadFieldsSchema,
  saveToGalleryRequestSchema,
} from '@inkforge/domain';
import { Router, type RequestHandler } from 'express';
import { authOf } from '../http/auth-context';
import { parseMultipart } from '../http/multipart';
import { parseBody } from '../http/parse-body';
import type { ImageToolsDeps } from '../paid-tools/deps';
import { readOwnedImage } from '../paid-tools/read-owned-image';
import { checkUpload } from '../paid-tools/read-upload';
import { addToGallery } from './add-to-gallery';
import { deleteGalleryItem } from './delete-gallery-item';
import type { PublishDeps } from './deps';
import { limitsOf } from './gallery-limit';
import { listGallery } from './list-gallery';
import { publishGalleryItem } from './publish-gallery-item';
import { uploadImage } from './upload-image';

export function galleryRoutes(
  deps: { gallery: PublishDeps; tools: ImageToolsDeps },
  requireAuth: RequestHandler,
): Router {
  const router = Router();
  const { gallery, tools } = deps;

  router.get('/gallery', requireAuth, async (req, res) => {
    // Signed URLs expire: the answer is never kept by a browser or a CDN.
    res.set('Cache-Control', 'no-store');
    const query = parseBody(galleryListQuerySchema, req.query);
    res.json(await listGallery(gallery, authOf(res).uid, query));
  });

  router.get('/gallery/limits', requireAuth, async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    const { uid } = authOf(res);
    const [facts, counts] = await Promise.all([
      gallery.repo.planFacts(uid),
      gallery.repo.counts(uid),
    ]);
    res.json(limitsOf(facts, counts));
  });

  router.post('/gallery', requireAuth, async (req, res) => {
    const { uid } = authOf(res);
    const input = parseBody(createGalleryItemRequestSchema, req.body);
    const image = await readOwnedImage(tools, uid, input.imageUrl);
    res.status(201).json(await addToGallery(gallery, uid, { ...input, ...image }));
  });

  router.post('/ai/save-to-gallery', requireAuth, async (req, res) => {
    const { uid } = authOf(res);
    const input = parseBody(saveToGalleryRequestSchema, req.body);
    const image = await readOwnedImage(tools, uid, input.imageUrl);
    const item = await addToGallery(gallery, uid, { ...input, ...image });
    res.status(201).json(item);
  });

  router.delete('/gallery/:id', requireAuth, async (req, res) => {
    await deleteGalleryItem(gallery, authOf(res).uid, String(req.params.id));
    res.json({ deleted: true });
  });

  router.put('/gallery/:id/public', requireAuth, async (req, res) => {
    const input = parseBody(galleryPublishRequestSchema, req.body);
    res.json(await publishGalleryItem(gallery, authOf(res).uid, String(req.params.id), input));
  });

  router.post('/upload-image', requireAuth, async (req, res) => {
    const { uid } = authOf(res);
    const { file, fields } = await parseMultipart(req, { fileField: 'image' });
    const input = parseBody(galleryUploadFieldsSchema, fields);
    const image = await checkUpload(tools.ops, file);
    res.json(await uploadImage({ gallery, tools }, uid, image, input));
  });

  return router;
}
