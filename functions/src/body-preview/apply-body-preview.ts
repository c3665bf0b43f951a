import { createHash } from 'node:crypto';
import type { EditJobStarted } from '@inkforge/domain';
import { requireAi } from '../adapters/ai-unconfigured';
import { requireModel } from '../adapters/require-model';
import { AppError } from '../app-error';
import type { ConsentsService } from '../consents';
import type { ImageToolsDeps } from '../paid-tools/deps';
import type { CheckedImage } from '../paid-tools/read-upload';
import { refuseUnsupportedEdit } from '../paid-tools/refuse-unsupported-edit';
import { startEditJob, type EditJobDeps } from '../jobs/start-edit-job';
import { refuseNamedArtists, type NamedArtistGuardDeps } from '../named-artists';

/** The default prompt of the AI preview. */
const DEFAULT_PREVIEW_PROMPT =
  'Apply the tattoo naturally on the skin, blending with the body contours and lighting.';

export interface BodyPreviewInput {
  clientImage: CheckedImage;
  tattoo: CheckedImage;
  prompt: string;
  hasConsent: boolean;
}

/**
 * 10 credits, in a job (30-60 s, sometimes longer). The artist must have declared responsibility
 * for this very photo: the recorded consent names the photo's SHA-256, so a consent given for
 * another image does not count.
 */
export async function applyBodyPreview(
  deps: ImageToolsDeps &
    EditJobDeps & { consents: ConsentsService; namedArtistGuard: NamedArtistGuardDeps },
  uid: string,
  input: BodyPreviewInput,
  callerGone: () => boolean,
): Promise<EditJobStarted> {
  const sha256 = createHash('sha256').update(input.clientImage.data).digest('hex');
  const consent = await deps.consents.get(uid, 'body_preview_responsibility');
  if (!input.hasConsent || consent?.imageSha256 !== sha256) {
    throw new AppError('BODY_PREVIEW_CONSENT_REQUIRED');
  }
  requireAi(deps.ai);
  await requireModel(deps.ai, 'edit', deps.logger);
  await refuseNamedArtists(deps.namedArtistGuard, [input.prompt], uid);
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
  return startEditJob(
    deps,
    uid,
    { kind: 'body_preview', prompt, image: input.clientImage, overlay: input.tattoo, seed: sha256 },
    callerGone,
  );
}
