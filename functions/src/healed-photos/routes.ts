import { healedPhotoRoutes as declared } from '@inkforge/domain';
import type { Router } from 'express';
import { mountRoutes, type RouteGuards } from '../http/mount-routes';
import { checkUpload } from '../paid-tools/read-upload';
import type { HealedPhotoDeps } from './deps';
import { openHealedPhotoLink } from './open-healed-photo-link';
import { sendHealedPhoto } from './send-healed-photo';

/**
 * Issue 27: the client's page for a photo of the healed tattoo. Public by design: the
 * unguessable token is the key, and each address has a budget.
 */
export function healedPhotoRoutes(deps: HealedPhotoDeps, guards: RouteGuards): Router {
  return mountRoutes(
    declared,
    {
      open: async ({ params }) => openHealedPhotoLink(deps, params.token),
      send: async ({ params, upload }) => {
        const image = await checkUpload(deps.imageOps, upload.file);
        return sendHealedPhoto(deps, params.token, image, upload.fields.showPublicly);
      },
    },
    guards,
  );
}
