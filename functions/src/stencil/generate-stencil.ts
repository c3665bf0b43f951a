import type { StencilParameters } from '@inkforge/domain';
import { chargeFor } from '../paid-tools/charge-for';
import type { ImageToolsDeps } from '../paid-tools/deps';
import type { CheckedImage } from '../paid-tools/read-upload';
import { makeStencil } from './make-stencil';

export interface StencilResult {
  stencilUrl: string;
  imageUrl: string;
  s3Key: string;
  mode: 'threshold' | 'edge';
}

/**
 * 1 credit, refunded if the stencil cannot be made or its caller is gone when it is ready
 * (`callerGone`, see http/caller-presence.ts): then the stored stencil is removed too.
 */
export function generateStencil(
  deps: ImageToolsDeps,
  uid: string,
  source: CheckedImage,
  settings: StencilParameters,
  callerGone: () => boolean,
): Promise<StencilResult> {
  return chargeFor(
    deps,
    uid,
    { action: 'stencil', folder: 'stencil', failure: 'STENCIL_FAILED', callerGone },
    async (store) => {
      const stencil = await makeStencil(deps.ops, source.data, settings);
      const stored = await store(stencil.png);
      return {
        stencilUrl: stored.imageUrl,
        imageUrl: stored.imageUrl,
        s3Key: stored.path,
        mode: stencil.mode,
      };
    },
  );
}
