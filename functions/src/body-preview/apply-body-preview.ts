import { createHash } from 'node:crypto';
import { requireAi } from '../adapters/ai-unconfigured';
import { AppError } from '../app-error';
import type { ConsentsService } from '../consents/consents.service';
import { chargeFor, storedDelivery } from '../images/charge-for';
import type { ImageToolsDeps } from '../images/deps';
import type { CheckedImage } from '../images/read-upload';
import { refuseUnsupportedEdit } from '../images/refuse-unsupported-edit';
import { storeResult } from '../images/store-result';
import { asTool } from '../images/tool-failure';

/** The default prompt of the AI preview. */
export const DEFAULT_PREVIEW_PROMPT =
  'Apply the tattoo naturally on the skin, blending with the body contours and lighting.';

export interface BodyPreviewInput {
  clientImage: CheckedImage;
  tattoo: CheckedImage;
  prompt: string;
  hasConsent: boolean;
}

/**
 * 10 credits. The artist must have declared responsibility for this very photo: the recorded
 * consent names the photo's SHA-256, so a consent given for another image does not count.
 */
export async function applyBodyPreview(
  deps: ImageToolsDeps & { consents: ConsentsService },
  uid: string,
  input: BodyPreviewInput,
  callerGone: () => boolean,
): Promise<{ imageUrl: string; s3Key: string }> {
  const sha256 = createHash('sha256').update(input.clientImage.data).digest('hex');
  const consent = await deps.consents.get(uid, 'body_preview_responsibility');
  if (!input.hasConsent || consent?.imageSha256 !== sha256) {
    throw new AppError('BODY_PREVIEW_CONSENT_REQUIRED');
  }
  requireAi(deps.ai);
  const prompt = input.prompt.trim() || DEFAULT_PREVIEW_PROMPT;
  const request = {
    kind: 'body_preview' as const,
    prompt,
    image: { data: input.clientImage.data, contentType: input.clientImage.contentType },
    overlay: { data: input.tattoo.data, contentType: input.tattoo.contentType },
    seed: sha256,
  };
  // Offline, a photo with no skin is refused here, before the 10 credits are taken.
  await refuseUnsupportedEdit(deps, request);
  return chargeFor(
    deps,
    uid,
    'body_preview',
    () =>
      asTool('IMAGE_TOOL_FAILED', async () => {
        const preview = await deps.ai.editImage(request);
        const stored = await storeResult(deps, uid, 'preview', preview.data);
        return { imageUrl: stored.imageUrl, s3Key: stored.path };
      }),
    storedDelivery(deps, callerGone),
  );
}
