import { AppError } from '../app-error';
import type { ClientsDeps } from './deps';
import { linkTokenHash } from '../http/private-link-token';

/** POST /api/approve/{token}, public: the client approves once, by name; the link is spent. */
export async function giveApproval(
  deps: ClientsDeps,
  token: string,
  name: string,
): Promise<{ approvedAt: string }> {
  const hash = linkTokenHash(token);
  const result = hash
    ? await deps.approvals.approve(hash, name, deps.clock(), deps.notify)
    : 'invalid';
  if (result === 'invalid') throw new AppError('APPROVAL_LINK_INVALID');
  deps.logger.info('approval.given', { projectId: result.approval.projectId });
  return { approvedAt: (result.approval.approvedAt ?? deps.clock()).toISOString() };
}
