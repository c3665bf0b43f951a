import { FILE_GENERATION_TYPES, type GenerateFromFileFields } from '@inkforge/domain';
import { AppError } from '../app-error';
import type { ConsentsService } from '../consents';
import type { AuthContext } from '../http/auth-context';
import type { UploadedFile } from '../http/multipart';
import { checkImage } from '../paid-tools/read-upload';
import type { GenerationDeps } from './deps';
import { startGeneration } from './start-generation';

/**
 * POST /api/ai/generate-from-file: a sketch or a photo. Every byte is decoded before anything is
 * charged, and a photo needs the artist's responsibility declaration.
 */
export async function generateFromFile(
  deps: GenerationDeps,
  consents: ConsentsService,
  caller: AuthContext,
  input: GenerateFromFileFields,
  file: UploadedFile | undefined,
) {
  const type = input.generationType ?? input.type;
  if (!FILE_GENERATION_TYPES.includes(type)) throw new AppError('VALIDATION_FAILED');
  if (!file) {
    throw new AppError(
      'MISSING_FILE',
      `Please upload a ${type === 'photo' ? 'photo' : 'sketch'} file`,
    );
  }
  // Decoded in full, as every other upload is: a cut-off file is refused here, not refunded later.
  const image = await checkImage(deps.imageOps, file.data);
  if (type === 'photo' && !(await consents.has(caller.uid, 'photo_generation_responsibility'))) {
    throw new AppError('CONSENT_REQUIRED');
  }
  return startGeneration(deps, caller, {
    generationType: type,
    prompt: input.prompt,
    style: input.style || null,
    colorScheme: input.colorScheme,
    size: type === 'photo' ? input.size : '1024x1024',
    source: { data: file.data, contentType: image.contentType, extension: image.extension },
  });
}
