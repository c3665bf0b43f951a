import { env } from '@/config/env';
import { apiPath } from '@/lib/api-path';

/**
 * Where the client's signed copy downloads from: a plain link (public, no sign-in), so the
 * browser saves the PDF itself, on a phone as on a desktop.
 */
export const signedCopyUrl = (token: string) =>
  `${env.apiOrigin}${apiPath('GET /api/intake/:token/signed.pdf', { token })}`;
