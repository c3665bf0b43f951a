import { MAX_UPSCALE_SIDE, type UpscaleResponse } from '@inkforge/domain';
import { AppError } from '../app-error';
import { chargeFor } from '../paid-tools/charge-for';
import type { ImageToolsDeps } from '../paid-tools/deps';
import type { CheckedImage } from '../paid-tools/read-upload';

/** How much larger an upscale makes an image, within the 4096 px cap. */
const FACTOR = 4;

/** 6 credits: lanczos3 and a mild sharpen, long side up to 4096 px. */
export async function upscaleImage(
  deps: ImageToolsDeps,
  uid: string,
  source: CheckedImage,
  callerGone: () => boolean,
): Promise<UpscaleResponse> {
  const longSide = Math.max(source.width, source.height);
  if (longSide >= MAX_UPSCALE_SIDE) throw new AppError('UPSCALE_LIMIT');
  const target = Math.min(MAX_UPSCALE_SIDE, longSide * FACTOR);
  return chargeFor(
    deps,
    uid,
    { action: 'upscale', folder: 'upscaled', failure: 'IMAGE_TOOL_FAILED', callerGone },
    async (store) => {
      const result = await deps.ops.upscale(source.data, target);
      const stored = await store(result.png);
      return {
        imageUrl: stored.imageUrl,
        upscaledUrl: stored.imageUrl,
        s3Key: stored.path,
        width: result.width,
        height: result.height,
      };
    },
  );
}
