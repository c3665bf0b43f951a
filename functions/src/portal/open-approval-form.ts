import { AppError } from '../app-error';
import type { PortalDeps } from './deps';
import { resolvePortalClient } from './resolve-portal-client';

/**
 * The page's "Approve the design": a fresh link to the project's pending approval (the mail's
 * is replaced). Another client's or another artist's project is 404, never 403.
 */
export async function openApprovalForm(
  deps: PortalDeps,
  token: string,
  projectId: string,
): Promise<string> {
  const now = deps.clock();
  const { uid, clientId } = await resolvePortalClient(deps.db, token, now);
  const project = await deps.records.project(uid, projectId);
  if (!project || project.clientId !== clientId) throw new AppError('PROJECT_NOT_FOUND');
  const path = await deps.records.renewApprovalLink(uid, project.id, now);
  if (!path) throw new AppError('PORTAL_DOWNLOAD_NOT_FOUND');
  return path;
}
