import type { InkPassportDeps } from './deps';
import { gatherPassport } from './gather-passport';
import { passportFileName, passportPdf } from './passport-pdf';

/** A PDF to send: its bytes and the name it downloads under. */
export interface PassportFile {
  bytes: Uint8Array;
  fileName: string;
}

/**
 * GET /api/appointments/{id}/ink-passport.pdf (the artist) and the client's download on their
 * page: the same PDF of the current version. 404 `INK_PASSPORT_NOT_FOUND` without a record.
 */
export async function downloadPassport(
  deps: InkPassportDeps,
  uid: string,
  appointmentId: string,
): Promise<PassportFile> {
  const facts = await gatherPassport(deps, uid, appointmentId);
  return { bytes: await passportPdf(facts), fileName: passportFileName(facts) };
}
