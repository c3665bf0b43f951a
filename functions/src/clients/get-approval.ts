import type { DesignApproval } from '@inkforge/domain';
import { AppError } from '../app-error';
import { approvalImages } from './approval-images';
import type { ClientsDeps } from './deps';

/** GET /api/client-projects/{id}/approval: the frozen record, pending or approved. */
export async function getApproval(
  deps: ClientsDeps,
  uid: string,
  projectId: string,
): Promise<DesignApproval> {
  const found = await deps.approvals.get(uid, projectId);
  if (!found) throw new AppError('PROJECT_NOT_FOUND');
  const { approval } = found;
  if (!approval) throw new AppError('APPROVAL_NOT_FOUND');
  return {
    projectId,
    status: approval.approvedAt ? 'approved' : 'pending',
    images: await approvalImages(deps, approval.images),
    linkExpiresAt: approval.linkExpiresAt?.toISOString(),
    approvedAt: approval.approvedAt?.toISOString(),
    approvedBy: approval.approvedBy,
    changeRequests: approval.changeRequests ?? [],
    createdAt: approval.createdAt.toISOString(),
  };
}
