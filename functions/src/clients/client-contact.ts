import {
  SMS_CONSENT_ARTIST_WORDS,
  SMS_CONSENT_WITHDRAWN_WORDS,
  type ClientFields,
  type SmsConsent,
} from '@inkforge/domain';
import { phoneOrRefuse, studioCountryOf } from '../phone-numbers';
import type { ClientWrite } from './clients.repository';
import type { ClientsDeps } from './deps';

/**
 * Issue 44: the client's phones in E.164 (national numbers read in the studio's country, one
 * that does not parse refused with PHONE_INVALID), and `smsConsent: true|false` from the
 * artist kept as a consent "told the artist" (or its withdrawal) with the time.
 */
export async function clientContactOf<T extends ClientFields>(
  deps: Pick<ClientsDeps, 'clients' | 'clock'>,
  uid: string,
  fields: T,
): Promise<Omit<T, 'smsConsent'> & Pick<ClientWrite, 'smsConsent'>> {
  const { smsConsent, ...rest } = fields;
  const hasPhones = Boolean(rest.phone?.trim() || rest.emergencyPhone?.trim());
  const country = hasPhones ? studioCountryOf(await deps.clients.readUser(uid)) : 'GB';
  const consent: SmsConsent | undefined =
    smsConsent === undefined
      ? undefined
      : {
          given: smsConsent,
          at: deps.clock().toISOString(),
          source: 'artist',
          words: smsConsent ? SMS_CONSENT_ARTIST_WORDS : SMS_CONSENT_WITHDRAWN_WORDS,
        };
  return {
    ...rest,
    phone: phoneOrRefuse(rest.phone, country),
    emergencyPhone: phoneOrRefuse(rest.emergencyPhone, country, 'emergencyPhone'),
    ...(consent ? { smsConsent: consent } : {}),
  };
}
