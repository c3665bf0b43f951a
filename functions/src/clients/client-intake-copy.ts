import { AppError } from '../app-error';
import type { ClientsDeps } from './deps';
import { intakePdfFile } from './intake-file';
import { linkTokenHash } from '../http/private-link-token';

/**
 * GET /api/intake/{token}/signed.pdf, public: the client's own signed form, through the link
 * that signed it until that link expires. Past that (or through a replaced link) the link no
 * longer proves who holds it, and the answer is the same 404 as for any link that opens nothing.
 */
export async function clientIntakeCopy(
  deps: ClientsDeps,
  token: string,
): Promise<{ bytes: Uint8Array; fileName: string }> {
  const hash = linkTokenHash(token);
  const read = hash ? await deps.intakes.openLink(hash, deps.clock()) : null;
  if (read?.state !== 'signed' || !read.copyAvailable) throw new AppError('INTAKE_LINK_INVALID');
  const file = await intakePdfFile(deps, read.header.uid, read.header.appointment.id);
  deps.logger.info('intake.client-copy', { appointmentId: read.header.appointment.id });
  return file;
}
