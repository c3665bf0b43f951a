import { SMS_CONSENT_WORDS, type SignedIntake } from '@inkforge/domain';
import type { StoredClient } from './stored';

/**
 * What a signed intake writes onto the client's card, in the signing transaction. The date of
 * birth always: it is the client's own signed declaration, newer than anything typed for them.
 * An e-mail or phone only where the card has none: the card's e-mail is where the studio sends
 * every private link, so whoever holds one link must not be able to redirect the next ones; a
 * different address stays on the signed form for the artist to read. The name is the artist's.
 */
export function clientDetailsFromIntake(
  card: Pick<StoredClient, 'email' | 'phone'> | null,
  form: Pick<SignedIntake, 'dateOfBirth' | 'email' | 'phone' | 'smsConsent' | 'signedAt'>,
): Partial<Pick<StoredClient, 'dateOfBirth' | 'email' | 'phone' | 'smsConsent'>> {
  const email = form.email?.trim();
  const phone = form.phone?.trim();
  return {
    dateOfBirth: form.dateOfBirth,
    ...(email && !card?.email ? { email } : {}),
    ...(phone && !card?.phone ? { phone } : {}),
    // Issue 44: the opt-in the client ticked, with the words they saw and when they signed.
    ...(form.smsConsent === true
      ? {
          smsConsent: {
            given: true,
            at: form.signedAt,
            source: 'intake' as const,
            words: SMS_CONSENT_WORDS,
          },
        }
      : {}),
  };
}
