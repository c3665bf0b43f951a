import { AppError } from '../app-error';
import type { StudioPageDeps } from './deps';
import type { StoredStudioRequest, StudioRequestAnswer } from './studio-requests.repository';

/**
 * Records the desk's answer to a pending request of the shared inbox: only the owner and the
 * desk triage (an artist gets 403 STUDIO_FORBIDDEN, a non-member 404), and of two answers at
 * once the second gets 409 STUDIO_REQUEST_ANSWERED.
 */
export async function answerStudioRequest(
  deps: StudioPageDeps,
  uid: string,
  studioId: string,
  requestId: string,
  answer: (studio: { name: string; timezone: string }) => Promise<StudioRequestAnswer>,
): Promise<{ request: StoredStudioRequest; studio: { name: string; timezone: string } }> {
  const { studio } = await deps.studios.door.access(studioId, uid, ['owner', 'desk']);
  const result = await deps.requests.answer(studioId, requestId, await answer(studio));
  if (result === 'missing') throw new AppError('STUDIO_REQUEST_NOT_FOUND');
  if (result === 'answered') throw new AppError('STUDIO_REQUEST_ANSWERED');
  return { request: result, studio };
}
