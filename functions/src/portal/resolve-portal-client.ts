import type { Firestore } from '../adapters/firebase/firebase';
import { AppError } from '../app-error';
import { createStudioRecords } from '../clients';
import { isLapsed } from './lapsed';
import { portalLinkHash } from './portal-link-hash';
import { createPortalLinks } from './portal-links.repository';

/**
 * The artist and client a portal token leads to, and the link's last use recorded. An unknown,
 * revoked, malformed or lapsed token, a deleted client or a deleted account is one 404
 * `PORTAL_LINK_NOT_FOUND`: guessing learns nothing.
 */
export async function resolvePortalClient(
  db: Firestore,
  token: string,
  now: Date,
): Promise<{ uid: string; clientId: string }> {
  const links = createPortalLinks(db);
  const open = await links.open(portalLinkHash(token));
  if (!open) throw new AppError('PORTAL_LINK_NOT_FOUND');
  const { uid, clientId } = open;
  const records = createStudioRecords(db);
  const client = await records.client(uid, clientId);
  if (!client) throw new AppError('PORTAL_LINK_NOT_FOUND');
  if (open.createdAt instanceof Date) {
    const appointments = await records.appointmentsOfClient(uid, clientId);
    const dates = appointments.map((a) => a.appointmentDate);
    if (isLapsed(open.createdAt, dates, now)) throw new AppError('PORTAL_LINK_NOT_FOUND');
  }
  await links.recordUse(uid, clientId, now);
  return { uid, clientId };
}
