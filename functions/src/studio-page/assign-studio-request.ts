import type { ApiStudioRequest } from '@inkforge/domain';
import { AppError } from '../app-error';
import type { BookingDesk } from '../booking';
import { memberActive } from '../studios';
import { answerStudioRequest } from './answer-studio-request';
import type { StudioPageDeps } from './deps';
import { artistName } from './load-studio-page';
import type { StoredStudioRequest } from './studio-requests.repository';
import { toApiStudioRequest } from './to-api';

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/** The member who takes it: one who tattoos here today (never the desk, a guest in their spot). */
async function assignee(deps: StudioPageDeps, studioId: string, artistUid: string) {
  const [studio, member, artist] = await Promise.all([
    deps.studios.studio(studioId),
    deps.studios.member(studioId, artistUid),
    deps.booking.artist(artistUid),
  ]);
  if (!studio || !member || member.role === 'desk' || !artist) {
    throw new AppError('STUDIO_ASSIGNEE_INVALID');
  }
  if (!memberActive(member, studio, deps.clock())) throw new AppError('STUDIO_ASSIGNEE_INVALID');
  return { uid: artistUid, name: artistName(artist) };
}

/**
 * The request as a normal one in the artist's inbox (their bell rings with it), its images
 * copied under the artist's own prefix as their page's requests keep them.
 */
async function handOver(
  deps: StudioPageDeps,
  request: StoredStudioRequest,
  artistUid: string,
  bookingRequestId: string,
): Promise<void> {
  const imagePaths: string[] = [];
  for (const [index, path] of request.imagePaths.entries()) {
    const extension = path.slice(path.lastIndexOf('.') + 1);
    const target = `users/${artistUid}/bookingRequests/${bookingRequestId}/reference-${index + 1}.${extension}`;
    await deps.objects.put(
      target,
      await deps.objects.read(path),
      CONTENT_TYPES[extension] ?? 'image/jpeg',
    );
    imagePaths.push(target);
  }
  const fields: Parameters<BookingDesk['createRequest']>[2] = {
    idea: request.idea,
    placement: request.placement,
    sizeCm: request.sizeCm,
    colour: request.colour,
    preferredDays: request.preferredDays,
    name: request.name,
    email: request.email,
    phone: request.phone,
    answers: [],
    imagePaths,
    consentedAt: request.consentedAt,
  };
  await deps.booking.createRequest(artistUid, bookingRequestId, fields, deps.clock());
}

/** POST /api/studios/{id}/requests/{requestId}/assign: the desk hands a request to an artist. */
export async function assignStudioRequest(
  deps: StudioPageDeps,
  uid: string,
  studioId: string,
  requestId: string,
  artistUid: string,
): Promise<ApiStudioRequest> {
  // One id per studio request: a retried hand-over can never put it in an inbox twice.
  const bookingRequestId = `studio-${requestId}`;
  const { request } = await answerStudioRequest(deps, uid, studioId, requestId, async () => ({
    status: 'assigned',
    assignedTo: await assignee(deps, studioId, artistUid),
    bookingRequestId,
    answeredAt: deps.clock(),
    answeredBy: uid,
    declineMessage: null,
  }));
  try {
    await handOver(deps, request, artistUid, bookingRequestId);
  } catch (err) {
    await deps.requests.reopen(studioId, requestId);
    throw err;
  }
  deps.logger.info('studio.request_assigned', { studioId, requestId, artistUid, by: uid });
  return toApiStudioRequest(request);
}
