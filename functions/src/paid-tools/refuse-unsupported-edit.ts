import type { ImageEditRequest } from '../adapters/sharp/image-edit';
import { AppError } from '../app-error';
import type { ImageToolsDeps } from './deps';
import { asTool } from './tool-failure';

/**
 * Asks the provider, before anything is charged, whether it can do this edit: an edit it
 * cannot do is refused with its code and no ledger entry, instead of charged and returned
 * unchanged.
 */
export async function refuseUnsupportedEdit(
  deps: Pick<ImageToolsDeps, 'ai'>,
  request: ImageEditRequest,
): Promise<void> {
  const { ai } = deps;
  if (!ai.checkEdit) return;
  const verdict = await asTool('IMAGE_TOOL_FAILED', () => ai.checkEdit!(request));
  if (!verdict.ok) throw new AppError(verdict.code, verdict.message);
}
