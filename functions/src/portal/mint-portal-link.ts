import { portalPath } from '@inkforge/domain';
import type { Firestore } from '../adapters/firebase/firebase';
import { AppError } from '../app-error';
import { createStudioRecords } from '../clients';
import { linkTokenHash, newLinkToken } from '../http/private-link-token';
import { portalFilePath } from './portal-downloads';
import { createPortalLinks } from './portal-links.repository';

/**
 * A fresh token of the client's link (`renew`: of a new generation, so every earlier token stops
 * at once); only its hash is stored. Returns the page's path, `/bookings/{token}`.
 * 404 `CLIENT_NOT_FOUND` without the client.
 */
export async function mintToken(
  db: Firestore,
  uid: string,
  clientId: string,
  now: Date,
  renew: boolean,
): Promise<string> {
  if (!(await createStudioRecords(db).client(uid, clientId))) {
    throw new AppError('CLIENT_NOT_FOUND');
  }
  const token = newLinkToken();
  await createPortalLinks(db).mint(uid, clientId, linkTokenHash(token) ?? '', now, renew);
  return portalPath(token);
}

/** For every client mail: a fresh token of the client's current link, as `/bookings/{token}`. */
export function mintPortalLink(
  db: Firestore,
  uid: string,
  clientId: string,
  now: Date,
): Promise<string> {
  return mintToken(db, uid, clientId, now, false);
}

/**
 * For the ink passport mail (issue 45): a fresh token of the client's current link, as the path
 * of the session's passport download on their page, so the mail's link opens without sign-in.
 */
export async function mintPassportLink(
  db: Firestore,
  uid: string,
  clientId: string,
  appointmentId: string,
  now: Date,
): Promise<string> {
  const page = await mintToken(db, uid, clientId, now, false);
  const token = page.slice(page.lastIndexOf('/') + 1);
  return portalFilePath(token, appointmentId, 'ink-passport.pdf');
}
