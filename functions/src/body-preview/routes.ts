import { bodyPreviewRoutes as declared } from '@inkforge/domain';
import type { Router } from 'express';
import type { ConsentsService } from '../consents';
import { mountRoutes, type RouteGuards } from '../http/mount-routes';
import type { ImageToolsDeps } from '../paid-tools/deps';
import type { EditJobDeps } from '../jobs/start-edit-job';
import type { NamedArtistGuardDeps } from '../named-artists';
import { readOwnedImage } from '../paid-tools/read-owned-image';
import { checkUpload } from '../paid-tools/read-upload';
import { applyBodyPreview } from './apply-body-preview';

/**
 * POST /api/ai/body-preview: multipart clientImage, tattooUrl, prompt, hasConsent; answers 202
 * with the job to poll (GET /api/ai/jobs/{jobId}).
 */
export function bodyPreviewRoutes(
  deps: ImageToolsDeps &
    EditJobDeps & { consents: ConsentsService; namedArtistGuard: NamedArtistGuardDeps },
  guards: RouteGuards,
): Router {
  return mountRoutes(
    declared,
    {
      apply: async ({ uid, upload, gone }) => {
        const { tattooUrl, prompt, hasConsent } = upload.fields;
        const clientImage = await checkUpload(deps.ops, upload.file);
        const tattoo = await readOwnedImage(deps, uid, tattooUrl);
        return applyBodyPreview(deps, uid, { clientImage, tattoo, prompt, hasConsent }, gone);
      },
    },
    guards,
  );
}
