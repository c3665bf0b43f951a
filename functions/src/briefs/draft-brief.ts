import {
  applyAnswersToBrief,
  estimateFromProjects,
  type ApiBriefAnswer,
  type Brief,
} from '@inkforge/domain';
import { AppError } from '../app-error';
import { refundCharge } from '../paid-tools/pending-charge';
import { openBriefCharge, settleBriefCharge } from './brief-charge';
import type { BriefDeps } from './deps';
import { DraftFailed, draftByModel } from './draft-by-model';
import { draftByRules } from './draft-by-rules';
import { guardBrief } from './guard-brief';

export const answerOf = (brief: Brief): ApiBriefAnswer => ({ brief, draftedBy: brief.draftedBy });

/**
 * POST /api/booking-requests/{id}/brief: drafts the brief for 1 credit. Offline the rules draft
 * it, and the guard reads it, before the charge; with a model key the model drafts it after the
 * charge and the guard reads its answer. A failed model call, an answer that is no brief, or a
 * refusal of the guard is refunded once. Answers the client already gave stay answered.
 */
export async function draftBrief(
  deps: BriefDeps,
  uid: string,
  requestId: string,
): Promise<ApiBriefAnswer> {
  const request = await deps.briefs.request(uid, requestId);
  if (!request) throw new AppError('BOOKING_REQUEST_NOT_FOUND');
  const studio = await deps.briefs.studio(uid);
  const byRules = deps.chatModel ? null : draftByRules(request, studio.styles);
  if (byRules) await guardBrief(deps, byRules, uid);

  const opened = await openBriefCharge(deps, uid, requestId);
  if ('brief' in opened) return answerOf(opened.brief);
  const { charge } = opened;
  try {
    const fields = byRules ?? (await draftByModel(deps.chatModel!, request, uid));
    if (!byRules) await guardBrief(deps, fields, uid);
    const estimate = estimateFromProjects(await deps.projects(uid), fields, studio.currency);
    const drafted: Brief = {
      ...fields,
      answered: [],
      estimate,
      draftedBy: byRules ? 'rules' : 'model',
      draftedAt: deps.clock().toISOString(),
      editedAt: null,
    };
    const brief = applyAnswersToBrief(drafted, request.brief?.answered ?? []);
    if (!(await settleBriefCharge(deps, uid, requestId, charge, brief))) {
      throw new AppError('BRIEF_DRAFT_FAILED');
    }
    deps.logger.info('brief.drafted', {
      uid,
      requestId,
      by: brief.draftedBy,
      basedOn: estimate.basedOn,
    });
    return answerOf(brief);
  } catch (err) {
    await refundCharge(deps, charge, 'brief failed');
    await deps.briefs.release(uid, requestId, charge.key);
    if (!(err instanceof DraftFailed)) throw err;
    deps.logger.warn('brief.draft_failed', { uid, requestId, error: err.message });
    throw new AppError('BRIEF_DRAFT_FAILED');
  }
}
