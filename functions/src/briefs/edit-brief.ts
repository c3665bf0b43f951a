import { estimateFromProjects, type ApiBriefAnswer, type BriefEdit } from '@inkforge/domain';
import { AppError } from '../app-error';
import type { BriefDeps } from './deps';
import { answerOf } from './draft-brief';
import { guardBrief } from './guard-brief';

/**
 * PUT /api/booking-requests/{id}/brief: the artist's edit, free. The guard reads the edited
 * words; the estimate is computed again for the edited size and style; who drafted it stays.
 */
export async function editBrief(
  deps: BriefDeps,
  uid: string,
  requestId: string,
  edit: BriefEdit,
): Promise<ApiBriefAnswer> {
  await guardBrief(deps, edit, uid);
  const [studio, projects] = await Promise.all([deps.briefs.studio(uid), deps.projects(uid)]);
  const estimate = estimateFromProjects(projects, edit, studio.currency);
  const editedAt = deps.clock().toISOString();
  const saved = await deps.briefs.update(uid, requestId, (request) => {
    if (!request.brief) throw new AppError('BRIEF_NOT_DRAFTED');
    return { ...request.brief, ...edit, estimate, editedAt };
  });
  if (saved === 'missing') throw new AppError('BOOKING_REQUEST_NOT_FOUND');
  return answerOf(saved);
}
