import { Router } from 'express';
import { parseMultipart } from '../http/multipart';
import { limit } from '../http/rate-limit';
import { checkUpload } from '../paid-tools/read-upload';
import type { HealedPhotoDeps } from './deps';
import { openHealedPhotoLink } from './open-healed-photo-link';
import { sendHealedPhoto } from './send-healed-photo';

/**
 * Issue 27: the client's page for a photo of the healed tattoo. Public by design: the
 * unguessable token is the key, and each address has a budget.
 */
export function healedPhotoRoutes(deps: HealedPhotoDeps): Router {
  const router = Router();
  router.get('/public/healed-photos/:token', limit('publicForm', 'address'), async (req, res) => {
    const link = await openHealedPhotoLink(deps, String(req.params.token));
    res.set('Cache-Control', 'no-store').json(link);
  });
  router.post('/public/healed-photos/:token', limit('healedPhoto', 'address'), async (req, res) => {
    const { file } = await parseMultipart(req, { fileField: 'photo' });
    const image = await checkUpload(deps.imageOps, file);
    res.status(201).json(await sendHealedPhoto(deps, String(req.params.token), image));
  });
  return router;
}
