import type { ApiPortalLinkStatus } from '@inkforge/domain';
import { AppError } from '../app-error';
import type { PortalDeps } from './deps';
import { createPortalLinks } from './portal-links.repository';

/** GET /api/clients/{id}/portal-link: when the client's link was made and last opened. */
export async function portalLinkStatus(
  deps: PortalDeps,
  uid: string,
  clientId: string,
): Promise<ApiPortalLinkStatus> {
  if (!(await deps.records.client(uid, clientId))) throw new AppError('CLIENT_NOT_FOUND');
  const link = await createPortalLinks(deps.db).status(uid, clientId);
  return {
    lastUsedAt: link?.lastUsedAt?.toISOString() ?? null,
    createdAt: link?.createdAt?.toISOString() ?? null,
  };
}
