import { AppError } from '../app-error';
import type { ClientsDeps } from './deps';
import { linkTokenHash } from '../http/private-link-token';

/**
 * POST /api/approve/{token}/changes, public: instead of approving, the client tells the artist
 * what to change. The message is kept on the approval and rings the artist's bell; the link
 * stays open, so the client can still approve this version.
 */
export async function askApprovalChanges(
  deps: ClientsDeps,
  token: string,
  request: { name: string; message: string },
): Promise<{ askedAt: string }> {
  const hash = linkTokenHash(token);
  const now = deps.clock();
  const result = hash
    ? await deps.approvals.askChanges(hash, request, now, deps.notify)
    : 'invalid';
  if (result === 'invalid') throw new AppError('APPROVAL_LINK_INVALID');
  if (result === 'too-many') throw new AppError('APPROVAL_CHANGES_LIMIT');
  deps.logger.info('approval.changes_asked', {});
  return { askedAt: now.toISOString() };
}
