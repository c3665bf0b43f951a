import { booksForOthers, type ApiStudioRequests } from '@inkforge/domain';
import type { StudioPageDeps } from './deps';
import { toApiStudioRequest } from './to-api';

/**
 * GET /api/studios/{id}/requests: the owner and the desk see the whole shared inbox; an artist
 * only the requests asked of them or handed to them (a client's request is not every member's).
 */
export async function listStudioRequests(
  deps: StudioPageDeps,
  uid: string,
  studioId: string,
): Promise<ApiStudioRequests> {
  const { member } = await deps.studios.door.access(studioId, uid);
  const all = await deps.requests.list(studioId);
  const visible = booksForOthers(member.role)
    ? all
    : all.filter((r) => r.askedFor?.uid === uid || r.assignedTo?.uid === uid);
  return {
    requests: visible.map(toApiStudioRequest),
    pendingCount: visible.filter((r) => r.status === 'pending').length,
  };
}
