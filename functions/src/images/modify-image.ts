import { moderationMessage, type EditJobStarted } from '@inkforge/domain';
import { requireAi } from '../adapters/ai-unconfigured';
import { requireModel } from '../adapters/require-model';
import { AppError } from '../app-error';
import { startEditJob, type EditJobDeps } from '../jobs/start-edit-job';
import { refuseUnsupportedEdit } from '../paid-tools/refuse-unsupported-edit';
import type { ImageToolsDeps } from '../paid-tools/deps';
import type { CheckedImage } from '../paid-tools/read-upload';
import { asTool } from '../paid-tools/tool-failure';
import { refuseNamedArtists, type NamedArtistGuardDeps } from '../named-artists';

/**
 * 10 credits: the provider edits the design as the prompt says, in a job. Moderation and the
 * provider's own "can I do this?" run before charging, so a refused edit costs nothing.
 */
export async function modifyImage(
  deps: ImageToolsDeps & EditJobDeps & { namedArtistGuard: NamedArtistGuardDeps },
  uid: string,
  source: CheckedImage,
  prompt: string,
  callerGone: () => boolean,
  after: readonly string[] = [],
): Promise<EditJobStarted> {
  const text = prompt.trim();
  if (!text) throw new AppError('MODIFY_PROMPT_REQUIRED');
  requireAi(deps.ai);
  await requireModel(deps.ai, 'edit', deps.logger);
  await refuseNamedArtists(deps.namedArtistGuard, [text], uid);
  const verdict = await asTool('IMAGE_TOOL_FAILED', () => deps.ai.moderate(text));
  if (verdict.flagged) throw new AppError('MODERATION_BLOCKED', moderationMessage(verdict.reason));
  await refuseUnsupportedEdit(deps, {
    kind: 'modify',
    prompt: text,
    image: { data: source.data, contentType: source.contentType },
    seed: text,
  });
  const spec = { kind: 'modify' as const, prompt: text, image: source, seed: text, after };
  return startEditJob(deps, uid, spec, callerGone);
}
