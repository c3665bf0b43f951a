import type { RemoveBackgroundResponse } from '@inkforge/domain';
import { requireAi } from '../adapters/ai-unconfigured';
import { chargeFor, storedDelivery } from './charge-for';
import { removeNearWhite, looksLikeLineArt } from './classic-remove-background';
import type { ImageToolsDeps } from './deps';
import type { CheckedImage } from './read-upload';
import { storeResult } from './store-result';
import { asTool } from './tool-failure';

/** 1 credit: line art is cut out on the spot, photos go to the AI provider. */
export async function removeBackground(
  deps: ImageToolsDeps,
  uid: string,
  source: CheckedImage & { path: string },
  callerGone: () => boolean,
): Promise<RemoveBackgroundResponse> {
  // Classified before charging: only a photo needs the AI service, and a server without it
  // refuses the photo before taking a credit.
  const rgba = await asTool('IMAGE_TOOL_FAILED', () => deps.ops.decodeRgba(source.data));
  const lineArt = looksLikeLineArt(rgba);
  if (!lineArt) requireAi(deps.ai);
  return chargeFor(
    deps,
    uid,
    'remove_background',
    () =>
      asTool('IMAGE_TOOL_FAILED', async () => {
        const png = lineArt
          ? await deps.ops.encodePng({ ...removeNearWhite(rgba), channels: 4 })
          : (
              await deps.ai.editImage({
                kind: 'remove_background',
                prompt: '',
                image: { data: source.data, contentType: source.contentType },
                seed: source.path,
              })
            ).data;
        const stored = await storeResult(deps, uid, 'nobg', png);
        return { imageUrl: stored.imageUrl, s3Key: stored.path };
      }),
    storedDelivery(deps, callerGone),
  );
}
