import type { ImageToolResult } from '@inkforge/domain';
import { chargeFor } from '../paid-tools/charge-for';
import type { ImageToolsDeps } from '../paid-tools/deps';
import type { CheckedImage } from '../paid-tools/read-upload';

/**
 * 1 credit: light and dark swapped (a white-on-black sketch becomes line art a stencil can
 * read); transparency is kept. Charged once, refunded when the pixel work fails.
 */
export async function invertColours(
  deps: ImageToolsDeps,
  uid: string,
  source: CheckedImage,
  callerGone: () => boolean,
): Promise<ImageToolResult> {
  return chargeFor(
    deps,
    uid,
    { action: 'invert', folder: 'inverted', failure: 'IMAGE_TOOL_FAILED', callerGone },
    async (store) => {
      const image = await deps.ops.decodeRgba(source.data);
      const { data } = image;
      for (let i = 0; i < data.length; i += 4) {
        data[i] = 255 - data[i]!;
        data[i + 1] = 255 - data[i + 1]!;
        data[i + 2] = 255 - data[i + 2]!;
      }
      const stored = await store(await deps.ops.encodePng(image));
      return {
        imageUrl: stored.imageUrl,
        s3Key: stored.path,
        width: image.width,
        height: image.height,
      };
    },
  );
}
