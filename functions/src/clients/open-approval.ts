import type { ApprovalView } from '@inkforge/domain';
import { AppError } from '../app-error';
import { approvalImages } from './approval-images';
import type { ClientsDeps } from './deps';
import { linkTokenHash } from '../http/private-link-token';

/**
 * GET /api/approve/{token}, public: the project's title and the frozen images. Any link that
 * no longer opens is one 404, whatever the reason.
 */
export async function openApproval(deps: ClientsDeps, token: string): Promise<ApprovalView> {
  const hash = linkTokenHash(token);
  const open = hash ? await deps.approvals.openLink(hash, deps.clock()) : null;
  if (!open) throw new AppError('APPROVAL_LINK_INVALID');
  return {
    projectTitle: open.projectTitle,
    artistName: open.artistName,
    ...open.identity,
    images: await approvalImages(deps, open.approval.images),
    expiresAt: open.expiresAt.toISOString(),
    studio: open.studio,
  };
}
