import type { ApiStudioRequest } from '@inkforge/domain';
import { declineMail } from '../booking';
import { answerStudioRequest } from './answer-studio-request';
import type { StudioPageDeps } from './deps';
import type { StoredStudioRequest } from './studio-requests.repository';
import { toApiStudioRequest } from './to-api';

/** The client hears why, from the studio; a mail problem is logged, never a failed decline. */
async function tellClient(
  deps: StudioPageDeps,
  request: StoredStudioRequest,
  studio: { name: string; timezone: string },
  message: string,
): Promise<void> {
  if (!deps.mail?.configured) {
    deps.logger.error('studio.decline_mail_not_configured', { requestId: request.id });
    return;
  }
  const mail = declineMail({ ...request, id: `studio-${request.id}` }, message, {
    studioName: studio.name,
    replyTo: null,
    timeZone: studio.timezone,
  });
  try {
    await deps.mail.send(mail);
  } catch (err) {
    deps.logger.error('studio.decline_mail_failed', { requestId: request.id, error: String(err) });
  }
}

/** POST /api/studios/{id}/requests/{requestId}/decline: closed, and the client told why. */
export async function declineStudioRequest(
  deps: StudioPageDeps,
  uid: string,
  studioId: string,
  requestId: string,
  message: string,
): Promise<ApiStudioRequest> {
  const { request, studio } = await answerStudioRequest(
    deps,
    uid,
    studioId,
    requestId,
    async () => ({
      status: 'declined',
      assignedTo: null,
      bookingRequestId: null,
      answeredAt: deps.clock(),
      answeredBy: uid,
      declineMessage: message,
    }),
  );
  await tellClient(deps, request, studio, message);
  deps.logger.info('studio.request_declined', { studioId, requestId, by: uid });
  return toApiStudioRequest(request);
}
