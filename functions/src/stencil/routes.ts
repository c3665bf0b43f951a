import { stencilRoutes as declared } from '@inkforge/domain';
import type { Router } from 'express';
import type { Firestore } from '../adapters/firebase/firebase';
import { mountRoutes, type RouteGuards } from '../http/mount-routes';
import type { ImageToolsDeps } from '../paid-tools/deps';
import { readOwnedImage } from '../paid-tools/read-owned-image';
import { checkUpload } from '../paid-tools/read-upload';
import { storeResult } from '../paid-tools/store-result';
import { generateStencil } from './generate-stencil';
import { healedPreview } from './healed-preview';
import { listStencilPresets } from './presets.repository';
import { printStencil, vectorStencil } from './print/export-stencil';
import { studioPrintDate } from './print/studio-print-date';
import { checkTransfer, fixTransfer } from './transfer';

export function stencilRoutes(
  deps: ImageToolsDeps & { db: Firestore },
  guards: RouteGuards,
): Router {
  return mountRoutes(
    declared,
    {
      presets: async () => ({ presets: await listStencilPresets(deps.db) }),
      generate: async ({ uid, body, gone }) => {
        const { imageUrl, preset: _preset, ...settings } = body;
        const source = await readOwnedImage(deps, uid, imageUrl);
        return generateStencil(deps, uid, source, settings, gone);
      },
      upload: async ({ uid, upload, gone }) => {
        const { preset: _preset, ...settings } = upload.fields;
        const source = await checkUpload(deps.ops, upload.file);
        return generateStencil(deps, uid, source, settings, gone);
      },
      print: async ({ uid, body, res }) => {
        const { imageUrl, ...request } = body;
        const source = await readOwnedImage(deps, uid, imageUrl);
        const date = await studioPrintDate(deps.db, uid, new Date());
        const pdf = await printStencil(deps.ops, source.data, { ...request, date });
        res.type('application/pdf');
        res.setHeader('Content-Disposition', 'attachment; filename="stencil.pdf"');
        res.send(Buffer.from(pdf));
      },
      svg: async ({ uid, body, res }) => {
        const source = await readOwnedImage(deps, uid, body.imageUrl);
        res.type('image/svg+xml');
        res.setHeader('Content-Disposition', 'attachment; filename="stencil.svg"');
        res.send(await vectorStencil(deps.ops, source.data, body.mirror));
      },
      healed: async ({ uid, body, res }) => {
        const { imageUrl, size, years } = body;
        const source = await readOwnedImage(deps, uid, imageUrl);
        res.type('image/png');
        res.send(await healedPreview(deps.ops, source.data, size, years));
      },
      transferCheck: async ({ uid, body }) => {
        const { imageUrl, ...at } = body;
        const source = await readOwnedImage(deps, uid, imageUrl);
        return checkTransfer(deps.ops, source.data, at);
      },
      transferFix: async ({ uid, body }) => {
        const { imageUrl, fix, ...at } = body;
        const source = await readOwnedImage(deps, uid, imageUrl);
        const fixed = await fixTransfer(deps.ops, source.data, at, fix);
        const stored = await storeResult(deps, uid, 'stencil', fixed);
        return { imageUrl: stored.imageUrl };
      },
    },
    guards,
  );
}
