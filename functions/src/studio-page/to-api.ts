import type { ApiStudioRequest } from '@inkforge/domain';
import type { StoredStudioRequest } from './studio-requests.repository';

export function toApiStudioRequest(
  request: StoredStudioRequest,
  images: string[] = [],
): ApiStudioRequest {
  return {
    id: request.id,
    status: request.status,
    createdAt: request.createdAt.toISOString(),
    askedFor: request.askedFor,
    assignedTo: request.assignedTo,
    bookingRequestId: request.bookingRequestId,
    idea: request.idea,
    placement: request.placement,
    sizeCm: request.sizeCm,
    colour: request.colour,
    preferredDays: request.preferredDays,
    name: request.name,
    email: request.email,
    phone: request.phone,
    images,
    answeredAt: request.answeredAt?.toISOString() ?? null,
    declineMessage: request.declineMessage,
  };
}
