import { bodyPreviewFieldsSchema } from '@inkforge/domain';
import { Router, type RequestHandler } from 'express';
import type { ConsentsService } from '../consents/consents.service';
import { authOf } from '../http/auth-context';
import { callerPresence } from '../http/caller-presence';
import { parseMultipart } from '../http/multipart';
import { parseBody } from '../http/parse-body';
import { limit, spends } from '../http/rate-limit';
import type { ImageToolsDeps } from '../paid-tools/deps';
import type { EditJobDeps } from '../jobs/start-edit-job';
import { readOwnedImage } from '../paid-tools/read-owned-image';
import { checkUpload } from '../paid-tools/read-upload';
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
  router.post(
    '/ai/body-preview',
    requireAuth,
    spends('body_preview'),
    limit('paidTool', 'artist'),
    async (req, res) => {
      const { uid } = authOf(res);
      const { gone } = callerPresence(res, deps.clock);
      const { file, fields } = await parseMultipart(req, { fileField: 'clientImage' });
      const { tattooUrl, prompt, hasConsent } = parseBody(bodyPreviewFieldsSchema, fields);
      const clientImage = await checkUpload(deps.ops, file);
      const tattoo = await readOwnedImage(deps, uid, tattooUrl);
      res
        .status(202)
        .json(await applyBodyPreview(deps, uid, { clientImage, tattoo, prompt, hasConsent }, gone));
    },
  );
  return router;
}
