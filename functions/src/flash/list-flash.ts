import { studioFormatOf, type ApiFlash } from '@inkforge/domain';
import type { FlashDeps } from './deps';
import type { StoredFlash } from './flash.repository';
import { depositRuleOf, toApiFlash } from './to-api';

async function withImages(deps: FlashDeps, uid: string, flash: StoredFlash[]): Promise<ApiFlash[]> {
  const user = await deps.deposits.user(uid);
  const { currency } = studioFormatOf(user);
  return Promise.all(
    flash.map(async (f) =>
      toApiFlash(
        f,
        f.imagePath ? await deps.objects.signedUrl(f.imagePath) : null,
        currency,
        depositRuleOf(user),
      ),
    ),
  );
}

/** GET /api/flash: every flash of the artist, archived too, in the page's order. */
export async function listFlash(deps: FlashDeps, uid: string): Promise<ApiFlash[]> {
  return withImages(deps, uid, await deps.flash.list(uid));
}

/**
 * GET /api/public/booking/{username}/flash: what a client may claim, in the artist's order;
 * sold-out designs stay listed, marked so, and archived ones are left out.
 */
export async function listPublicFlash(deps: FlashDeps, uid: string): Promise<ApiFlash[]> {
  return withImages(
    deps,
    uid,
    (await deps.flash.list(uid)).filter((f) => !f.archived),
  );
}
