import type { ApiPortalLink } from '@inkforge/domain';
import type { PortalDeps } from './deps';
import { mintToken } from './mint-portal-link';

/**
 * POST /api/clients/{id}/portal-link: "New link". The client's link moves to a new generation,
 * so every token handed out before (every mail's) is 404 from this moment.
 */
export async function newPortalLink(
  deps: PortalDeps,
  uid: string,
  clientId: string,
): Promise<ApiPortalLink> {
  const path = await mintToken(deps.db, uid, clientId, deps.clock(), true);
  return { url: `${deps.appOrigin}${path}` };
}
