import { stencilGenerateRequestSchema, stencilSettingsSchema } from '@inkforge/domain';
import { Router, type RequestHandler } from 'express';
import type { Firestore } from '../adapters/firebase';
import { authOf } from '../http/auth-context';
import { parseMultipart } from '../http/multipart';
import { parseBody } from '../http/parse-body';
import type { ImageToolsDeps } from '../images/deps';
import { readOwnedImage } from '../images/read-owned-image';
import { checkUpload } from '../images/read-upload';
import { generateStencil } from './generate-stencil';
import { listStencilPresets } from './presets.repository';

export function stencilRoutes(
  deps: ImageToolsDeps & { db: Firestore },
  requireAuth: RequestHandler,
): Router {
  const router = Router();

  router.get('/stencil/presets', requireAuth, async (_req, res) => {
    res.json({ presets: await listStencilPresets(deps.db) });
  });

  router.post('/stencil/generate', requireAuth, async (req, res) => {
    const { uid } = authOf(res);
    const {
      imageUrl,
      preset: _preset,
      ...settings
    } = parseBody(stencilGenerateRequestSchema, req.body);
    const source = await readOwnedImage(deps, uid, imageUrl);
    res.json(await generateStencil(deps, uid, source, settings));
  });

  router.post('/stencil/upload', requireAuth, async (req, res) => {
    const { uid } = authOf(res);
    const { file, fields } = await parseMultipart(req, { fileField: 'image' });
    const { preset: _preset, ...settings } = parseBody(stencilSettingsSchema, fields);
    const source = await checkUpload(deps.ops, file);
    res.json(await generateStencil(deps, uid, source, settings));
  });

  return router;
}
