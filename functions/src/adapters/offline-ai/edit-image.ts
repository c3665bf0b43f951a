import { ERRORS } from '@inkforge/domain';
import { ProviderError, type DesignImage, type EditVerdict } from '../ai-provider';
import type { ImageEditRequest } from '../sharp/image-edit';
import { previewOnSkin } from './body-preview';
import { cutOutSubject } from './cut-out';
import { modifyDesign } from './modify/modify-design';
import { encodePng } from './raster';

type Outcome = { ok: true; png: Buffer } | Exclude<EditVerdict, { ok: true }>;

async function run(request: ImageEditRequest): Promise<Outcome> {
  if (request.kind === 'modify') {
    const result = await modifyDesign(request.image.data, request.prompt, request.seed);
    return result.ok
      ? { ok: true, png: await encodePng(result.image) }
      : { ok: false, code: 'OFFLINE_EDIT_UNSUPPORTED', message: result.message };
  }
  if (request.kind === 'remove_background') {
    return { ok: true, png: await cutOutSubject(request.image.data) };
  }
  if (!request.overlay) throw new ProviderError('A body preview needs the tattoo image', false);
  const preview = await previewOnSkin(request.image.data, request.overlay.data);
  return preview.ok
    ? preview
    : { ok: false, code: 'NO_SKIN_FOUND', message: ERRORS.NO_SKIN_FOUND.message };
}

/**
 * The offline engine's edits. Whether an edit can be done is only known by doing it (is there
 * skin? did the image change?), so the check does the work and the edit that follows for the
 * same request reuses it: one computation, and nothing is charged for a refusal.
 */
export function createOfflineEditor() {
  const done = new WeakMap<ImageEditRequest, Promise<Outcome>>();
  const outcomeOf = (request: ImageEditRequest) => {
    const known = done.get(request);
    if (known) return known;
    const outcome = run(request);
    done.set(request, outcome);
    return outcome;
  };
  return {
    async checkEdit(request: ImageEditRequest): Promise<EditVerdict> {
      const outcome = await outcomeOf(request);
      return outcome.ok ? { ok: true } : outcome;
    },
    async editImage(request: ImageEditRequest): Promise<DesignImage> {
      const outcome = await outcomeOf(request);
      if (!outcome.ok) throw new ProviderError(outcome.message, false);
      return { data: outcome.png, contentType: 'image/png' };
    },
  };
}
