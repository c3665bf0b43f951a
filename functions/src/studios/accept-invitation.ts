import type { ApiMyStudio } from '@inkforge/domain';
import { AppError } from '../app-error';
import { linkTokenHash } from '../http/private-link-token';
import type { VerifiedCaller } from '../adapters/firebase/accounts';
import type { StudiosDeps } from './deps';
import { studioAnswer } from './get-my-studio';

/**
 * POST /api/studio-invitations/{token}/accept: the signed-in invitee joins. The address the
 * caller's verified ID token carries must be the invited one; one studio at a time. The
 * invitation, the member row and the membership are written in one transaction.
 */
export async function acceptInvitation(
  deps: StudiosDeps,
  caller: VerifiedCaller,
  token: string,
): Promise<ApiMyStudio> {
  const hash = linkTokenHash(token);
  if (!hash) throw new AppError('STUDIO_INVITATION_INVALID');
  const user = await deps.studios.user(caller.uid);
  const email = user?.email || caller.email;
  const studioId = await deps.membership.accept(
    hash,
    caller,
    { displayName: user?.displayName || caller.name || email, email },
    deps.clock(),
  );
  deps.logger.info('studio.joined', { uid: caller.uid, studioId });
  return studioAnswer(deps, studioId, caller.uid);
}
