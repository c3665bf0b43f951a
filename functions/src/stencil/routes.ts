import {
  stencilGenerateRequestSchema,
  stencilPrintRequestSchema,
  stencilSettingsSchema,
  stencilHealedRequestSchema,
  stencilSvgRequestSchema,
} from '@inkforge/domain';
import { Router, type RequestHandler } from 'express';
import type { Firestore } from '../adapters/firebase/firebase';
import { authOf } from '../http/auth-context';
import { callerPresence } from '../http/caller-presence';
import { parseMultipart } from '../http/multipart';
import { parseBody } from '../http/parse-body';
import type { ImageToolsDeps } from '../images/deps';
import { readOwnedImage } from '../images/read-owned-image';
import { checkUpload } from '../images/read-upload';
import { generateStencil } from './generate-stencil';
import { healedPreview } from './healed-preview';
import { listStencilPresets } from './presets.repository';
import { printStencil, vectorStencil } from './print/export-stencil';

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
    const { gone } = callerPresence(res, deps.clock);
    const {
      imageUrl,
      preset: _preset,
      ...settings
    } = parseBody(stencilGenerateRequestSchema, req.body);
    const source = await readOwnedImage(deps, uid, imageUrl);
    res.json(await generateStencil(deps, uid, source, settings, gone));
  });

  router.post('/stencil/upload', requireAuth, async (req, res) => {
    const { uid } = authOf(res);
    const { gone } = callerPresence(res, deps.clock);
    const { file, fields } = await parseMultipart(req, { fileField: 'image' });
    const { preset: _preset, ...settings } = parseBody(stencilSettingsSchema, fields);
    const source = await checkUpload(deps.ops, file);
    res.json(await generateStencil(deps, uid, source, settings, gone));
  });

  // Printing and vector export are free: the stencil was paid for when it was made.
  router.post('/stencil/print', requireAuth, async (req, res) => {
    const { uid } = authOf(res);
    const { imageUrl, ...request } = parseBody(stencilPrintRequestSchema, req.body);
    const source = await readOwnedImage(deps, uid, imageUrl);
    const date = new Date().toISOString().slice(0, 10);
    const pdf = await printStencil(deps.ops, source.data, { ...request, date });
    res.type('application/pdf');
    res.setHeader('Content-Disposition', 'attachment; filename="stencil.pdf"');
    res.send(Buffer.from(pdf));
  });

  router.post('/stencil/svg', requireAuth, async (req, res) => {
    const { uid } = authOf(res);
    const { imageUrl, mirror } = parseBody(stencilSvgRequestSchema, req.body);
    const source = await readOwnedImage(deps, uid, imageUrl);
    res.type('image/svg+xml');
    res.setHeader('Content-Disposition', 'attachment; filename="stencil.svg"');
    res.send(await vectorStencil(deps.ops, source.data, mirror));
  });

  // The healed-look preview is free too: one image per age, at the size set on skin.
  router.post('/stencil/healed', requireAuth, async (req, res) => {
    const { uid } = authOf(res);
    const { imageUrl, size, years } = parseBody(stencilHealedRequestSchema, req.body);
    const source = await readOwnedImage(deps, uid, imageUrl);
    res.type('image/png');
    res.send(await healedPreview(deps.ops, source.data, size, years));
  });

  return router;
}
