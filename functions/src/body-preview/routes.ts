import { Router, type RequestHandler } from 'express';
import type { ConsentsService } from '../consents/consents.service';
import { authOf } from '../http/auth-context';
import { callerPresence } from '../http/caller-presence';
import { parseMultipart } from '../http/multipart';
import type { ImageToolsDeps } from '../images/deps';
import type { EditJobDeps } from '../jobs/start-edit-job';
import { readOwnedImage } from '../images/read-owned-image';
import { checkUpload } from '../images/read-upload';
import { applyBodyPreview } from './apply-body-preview';

/**
 * POST /api/ai/body-preview: multipart clientImage, tattooUrl, prompt, hasConsent; answers 202
 * with the job to poll (GET /api/ai/jobs/{jobId}).
 */
export function bodyPreviewRoutes(
  deps: ImageToolsDeps & EditJobDeps & { consents: ConsentsService },
  requireAuth: RequestHandler,
): Router {
  const router = Router();
  router.post('/ai/body-preview', requireAuth, async (req, res) => {
    const { uid } = authOf(res);
    const { gone } = callerPresence(res);
    const { file, fields } = await parseMultipart(req, { fileField: 'clientImage' });
    const clientImage = await checkUpload(deps.ops, file);
    const tattoo = await readOwnedImage(deps, uid, fields.tattooUrl ?? '');
    res.status(202).json(
      await applyBodyPreview(
        deps,
        uid,
        {
          clientImage,
          tattoo,
          prompt: fields.prompt ?? '',
          hasConsent: fields.hasConsent === 'true',
        },
        gone,
      ),
    );
  });
  return router;
}
