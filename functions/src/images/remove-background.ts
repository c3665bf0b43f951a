import type { RemoveBackgroundResponse } from '@inkforge/domain';
import { requireAi } from '../adapters/ai-unconfigured';
import { requireModel } from '../adapters/require-model';
import { startEditJob, type EditJobDeps } from '../jobs/start-edit-job';
import { chargeFor } from '../paid-tools/charge-for';
import { removeNearWhite, looksLikeLineArt } from './classic-remove-background';
import type { ImageToolsDeps } from '../paid-tools/deps';
import type { CheckedImage } from '../paid-tools/read-upload';
import { asTool } from '../paid-tools/tool-failure';

/**
 * 1 credit: line art is cut out on the spot (the result at once); a photo goes to the AI
 * provider in a job (its id to poll).
 */
export async function removeBackground(
  deps: ImageToolsDeps & EditJobDeps,
  uid: string,
  source: CheckedImage,
  callerGone: () => boolean,
  after: readonly string[] = [],
): Promise<RemoveBackgroundResponse> {
  // Classified before charging: only a photo needs the AI service, and a server without it
  // refuses the photo before taking a credit.
  const rgba = await asTool('IMAGE_TOOL_FAILED', () => deps.ops.decodeRgba(source.data));
  if (!looksLikeLineArt(rgba)) {
    requireAi(deps.ai);
    await requireModel(deps.ai, 'edit', deps.logger);
    const spec = { kind: 'remove_background' as const, prompt: '', image: source, after };
    return startEditJob(deps, uid, spec, callerGone);
  }
  return chargeFor(
    deps,
    uid,
    { action: 'remove_background', folder: 'nobg', failure: 'IMAGE_TOOL_FAILED', callerGone },
    async (store) => {
      const png = await deps.ops.encodePng({ ...removeNearWhite(rgba), channels: 4 });
      const stored = await store(png);
      return { imageUrl: stored.imageUrl, s3Key: stored.path };
    },
  );
}
