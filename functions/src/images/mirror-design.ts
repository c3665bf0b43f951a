import type { MirrorResponse } from '@inkforge/domain';
import type { ImageToolsDeps } from '../paid-tools/deps';
import type { CheckedImage } from '../paid-tools/read-upload';
import { storeResult } from '../paid-tools/store-result';

/**
 * Free: the design flipped left to right, for the other arm or leg of a matching pair. Nothing
 * is generated, so nothing is charged; the route shares the image tools' per-artist budget.
 */
export async function mirrorDesign(
  deps: ImageToolsDeps,
  uid: string,
  source: CheckedImage,
): Promise<MirrorResponse> {
  const result = await deps.ops.mirror(source.data);
  const stored = await storeResult(deps, uid, 'mirrored', result.png);
  return {
    imageUrl: stored.imageUrl,
    s3Key: stored.path,
    width: result.width,
    height: result.height,
  };
}
