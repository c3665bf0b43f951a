import { imageToolRoutes as declared } from '@inkforge/domain';
import type { Router } from 'express';
import { mountRoutes, type RouteGuards } from '../http/mount-routes';
import type { EditJobDeps } from '../jobs/start-edit-job';
import type { NamedArtistGuardDeps } from '../named-artists';
import type { ImageToolsDeps } from '../paid-tools/deps';
import { invertColours } from './invert-colours';
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
  deps: ImageToolsDeps & EditJobDeps & { namedArtistGuard: NamedArtistGuardDeps },
  guards: RouteGuards,
): Router {
  /** What AI already did to a stored image: an edit of it is recorded after those tools. */
  const aiToolsOf = async (uid: string, source: { path: string }) =>
    (await deps.provenance.of(uid, source.path))?.aiTools ?? [];
  return mountRoutes(
    declared,
    {
      removeBackground: async ({ uid, body, gone, res }) => {
        const source = await readOwnedImage(deps, uid, body.imageUrl);
        const answer = await removeBackground(
          deps,
          uid,
          source,
          gone,
          await aiToolsOf(uid, source),
        );
        if ('jobId' in answer) res.status(202);
        else await deps.provenance.derived(uid, source.path, answer.s3Key, 'remove_background');
        return answer;
      },
      upscale: async ({ uid, body, gone }) => {
        const source = await readOwnedImage(deps, uid, body.imageUrl);
        const answer = await upscaleImage(deps, uid, source, gone);
        await deps.provenance.derived(uid, source.path, answer.s3Key, 'upscale');
        return answer;
      },
      invert: async ({ uid, body, gone }) => {
        const source = await readOwnedImage(deps, uid, body.imageUrl);
        const answer = await invertColours(deps, uid, source, gone);
        await deps.provenance.derived(uid, source.path, answer.s3Key, 'invert');
        return answer;
      },
      mirror: async ({ uid, body }) => {
        const source = await readOwnedImage(deps, uid, body.imageUrl);
        const answer = await mirrorDesign(deps, uid, source);
        await deps.provenance.derived(uid, source.path, answer.s3Key, 'mirror');
        return answer;
      },
      presignedDownload: async ({ uid, req }) => {
        const key = ([] as string[]).concat(req.params.key ?? []).join('/');
        return presignedDownload(deps, uid, key);
      },
      photoEditorUpload: async ({ uid, upload }) => {
        const image = await checkUpload(deps.ops, upload.file);
        const stored = await storeUpload(deps, uid, image);
        return { imageUrl: stored.imageUrl, s3Key: stored.path };
      },
      modify: async ({ uid, upload, gone }) => {
        const { file, fields } = upload;
        // The source is an upload, or (Select from Gallery) one of the caller's stored images.
        if (file || !fields.imageUrl) {
          return modifyImage(deps, uid, await checkUpload(deps.ops, file), fields.prompt, gone);
        }
        const source = await readOwnedImage(deps, uid, fields.imageUrl);
        return modifyImage(deps, uid, source, fields.prompt, gone, await aiToolsOf(uid, source));
      },
    },
    guards,
  );
}
