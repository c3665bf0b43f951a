import { moderationMessage } from '@inkforge/domain';
import { requireAi } from '../adapters/ai-unconfigured';
import { AppError } from '../app-error';
import { chargeFor, storedDelivery } from './charge-for';
import { refuseUnsupportedEdit } from './refuse-unsupported-edit';
import type { ImageToolsDeps } from './deps';
import type { CheckedImage } from './read-upload';
import { storeResult } from './store-result';
import { asTool } from './tool-failure';

/**
 * 10 credits: the provider edits the design as the prompt says. Moderation and the provider's
 * own "can I do this?" run before charging, so a refused edit costs nothing.
 */
export async function modifyImage(
  deps: ImageToolsDeps,
  uid: string,
  source: CheckedImage,
  prompt: string,
  callerGone: () => boolean,
): Promise<{ imageUrl: string; s3Key: string }> {
  const text = prompt.trim();
  if (!text) throw new AppError('MODIFY_PROMPT_REQUIRED');
  requireAi(deps.ai);
  const verdict = await asTool('IMAGE_TOOL_FAILED', () => deps.ai.moderate(text));
  if (verdict.flagged) throw new AppError('MODERATION_BLOCKED', moderationMessage(verdict.reason));
  const request = {
    kind: 'modify' as const,
    prompt: text,
    image: { data: source.data, contentType: source.contentType },
    seed: text,
  };
  await refuseUnsupportedEdit(deps, request);
  return chargeFor(
    deps,
    uid,
    'modify',
    () =>
      asTool('IMAGE_TOOL_FAILED', async () => {
        const edited = await deps.ai.editImage(request);
        const stored = await storeResult(deps, uid, 'modified', edited.data);
        return { imageUrl: stored.imageUrl, s3Key: stored.path };
      }),
    storedDelivery(deps, callerGone),
  );
}
