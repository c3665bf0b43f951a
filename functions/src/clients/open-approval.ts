import type { ApprovalLinkView } from '@inkforge/domain';
import { AppError } from '../app-error';
import { approvalImages } from './approval-images';
import { approvalExtras } from './approval-extras';
import type { ClientsDeps } from './deps';
import { linkTokenHash } from '../http/private-link-token';

/**
 * GET /api/approve/{token}, public: the project's title and the frozen images while the link is
 * open (and when the client last asked for changes to them); once it is not, what happened and
 * when (approved, replaced by a newer version, expired). A token never issued, or whose project
 * is gone, is one 404 that says nothing of other links.
 */
export async function openApproval(deps: ClientsDeps, token: string): Promise<ApprovalLinkView> {
  const hash = linkTokenHash(token);
  const read = hash ? await deps.approvals.openLink(hash, deps.clock()) : null;
  if (!read) throw new AppError('APPROVAL_LINK_INVALID');
  const { open } = read;
  const header = {
    projectTitle: open.projectTitle,
    artistName: open.artistName,
    ...open.identity,
    timezone: open.format.timeZone,
    locale: open.format.locale,
    studio: open.studio,
    ...approvalExtras(open.approval, open.artistName),
  };
  const { approval } = open;
  if (read.state === 'approved' && approval.approvedAt) {
    return {
      state: 'approved',
      ...header,
      approvedAt: approval.approvedAt.toISOString(),
      approvedBy: approval.approvedBy ?? '',
      images: await approvalImages(deps, approval.images),
    };
  }
  if (read.state === 'replaced' || read.state === 'expired')
    return { state: read.state, ...header };
  // Requests for changes to this version (earlier versions' stay on the record too).
  const asked = (approval.changeRequests ?? [])
    .map((request) => request.at)
    .filter((at) => at >= approval.createdAt.toISOString())
    .sort()
    .at(-1);
  return {
    state: 'open',
    ...header,
    images: await approvalImages(deps, approval.images),
    expiresAt: open.expiresAt.toISOString(),
    ...(asked ? { changesAskedAt: asked } : {}),
  };
}
