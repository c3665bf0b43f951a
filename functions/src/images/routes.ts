import { imageUrlRequestSchema, modifyImageFieldsSchema } from '@inkforge/domain';
import { Router, type RequestHandler } from 'express';
import { authOf } from '../http/auth-context';
import { callerPresence } from '../http/caller-presence';
import { parseMultipart } from '../http/multipart';
import { parseBody } from '../http/parse-body';
import { limit, spends } from '../http/rate-limit';
import type { EditJobDeps } from '../jobs/start-edit-job';
import type { ImageToolsDeps } from '../paid-tools/deps';
import { mirrorDesign } from './mirror-design';
import { modifyImage } from './modify-image';
import { presignedDownload } from './presigned-download';
import { readOwnedImage } from '../paid-tools/read-owned-image';
import { checkUpload } from '../paid-tools/read-upload';
import { removeBackground } from './remove-background';
import { storeUpload } from '../paid-tools/store-upload';
import { upscaleImage } from './upscale-image';

/**
 * Remove background, upscale, mirror, downloads, photo editor uploads and modify design. The AI edits
 * answer 202 with the job to poll (GET /api/ai/jobs/{jobId}); line art's cut-out answers at once.
 */
export function imageToolRoutes(
  deps: ImageToolsDeps & EditJobDeps,
  requireAuth: RequestHandler,
): Router {
  const router = Router();

  router.post(
    '/ai/remove-background',
    requireAuth,
    spends('remove_background'),
    limit('paidTool', 'artist'),
    async (req, res) => {
      const { uid } = authOf(res);
      const { imageUrl } = parseBody(imageUrlRequestSchema, req.body);
      const { gone } = callerPresence(res, deps.clock);
      const answer = await removeBackground(
        deps,
        uid,
        await readOwnedImage(deps, uid, imageUrl),
        gone,
      );
      res.status('jobId' in answer ? 202 : 200).json(answer);
    },
  );

  router.post(
    '/ai/upscale',
    requireAuth,
    spends('upscale'),
    limit('paidTool', 'artist'),
    async (req, res) => {
      const { uid } = authOf(res);
      const { imageUrl } = parseBody(imageUrlRequestSchema, req.body);
      const { gone } = callerPresence(res, deps.clock);
      res.json(await upscaleImage(deps, uid, await readOwnedImage(deps, uid, imageUrl), gone));
    },
  );

  // Free (a flip, no AI), but it decodes and re-encodes a large image: the tools' budget.
  router.post('/ai/mirror', requireAuth, limit('paidTool', 'artist'), async (req, res) => {
    const { uid } = authOf(res);
    const { imageUrl } = parseBody(imageUrlRequestSchema, req.body);
    res.json(await mirrorDesign(deps, uid, await readOwnedImage(deps, uid, imageUrl)));
  });

  router.get('/presigned-download/*key', requireAuth, async (req, res) => {
    const { uid } = authOf(res);
    const key = ([] as string[]).concat(req.params.key ?? []).join('/');
    res.set('Cache-Control', 'no-store');
    res.json(await presignedDownload(deps, uid, key));
  });

  router.post('/photo-editor/upload', requireAuth, async (req, res) => {
    const { uid } = authOf(res);
    const { file } = await parseMultipart(req, { fileField: 'image' });
    const image = await checkUpload(deps.ops, file);
    const stored = await storeUpload(deps, uid, image);
    res.json({ imageUrl: stored.imageUrl, s3Key: stored.path });
  });

  router.post(
    '/modify-image',
    requireAuth,
    spends('modify'),
    limit('paidTool', 'artist'),
    async (req, res) => {
      const { uid } = authOf(res);
      const { gone } = callerPresence(res, deps.clock);
      const { file, fields } = await parseMultipart(req, { fileField: 'image' });
      const { prompt, imageUrl } = parseBody(modifyImageFieldsSchema, fields);
      // The source is an upload, or (Select from Gallery) one of the caller's stored images.
      const source =
        file || !imageUrl
          ? await checkUpload(deps.ops, file)
          : await readOwnedImage(deps, uid, imageUrl);
      res.status(202).json(await modifyImage(deps, uid, source, prompt, gone));
    },
  );

  return router;
}
