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
  // Only a waiting request shows its photos here: a handed-over one shows them in its inbox.
  const requests = await Promise.all(
    visible.map(async (r) =>
      toApiStudioRequest(
        r,
        r.status === 'pending'
          ? await Promise.all(r.imagePaths.map((p) => deps.objects.signedUrl(p)))
          : [],
      ),
    ),
  );
  return {
    requests,
    pendingCount: visible.filter((r) => r.status === 'pending').length,
  };
}
