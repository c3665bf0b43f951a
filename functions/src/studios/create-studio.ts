import {
  hasPaidPlan,
  studioFormatOf,
  type ApiMyStudio,
  type CreateStudioRequest,
} from '@inkforge/domain';
import { AppError } from '../app-error';
import type { StudiosDeps } from './deps';
import { studioAnswer } from './get-my-studio';

/**
 * POST /api/studios: an artist on a paid plan opens a studio and becomes its owner. The page
 * address, the studio and the owner's membership are one transaction: two artists racing for
 * one address, or one artist creating twice, leave exactly one studio.
 */
export async function createStudio(
  deps: StudiosDeps,
  uid: string,
  body: CreateStudioRequest,
): Promise<ApiMyStudio> {
  const user = await deps.studios.user(uid);
  if (!user || !hasPaidPlan(user)) throw new AppError('STUDIO_PLAN_REQUIRED');
  const studioId = await deps.studios.create(
    {
      name: body.name,
      slug: body.slug,
      address: body.address,
      timezone: body.timezone,
      openingHours: body.openingHours,
      depositsTo: body.depositsTo,
      ownerUid: uid,
      currency: studioFormatOf(user).currency,
    },
    {
      uid,
      role: 'owner',
      displayName: user.displayName || user.email,
      email: user.email,
      houseShare: { kind: 'percent', percent: 0 },
      guestFrom: null,
      guestUntil: null,
    },
  );
  deps.logger.info('studio created', { uid, studioId });
  return studioAnswer(deps, studioId, uid);
}
