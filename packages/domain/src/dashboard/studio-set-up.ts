import { z } from 'zod';
import { isValidTimeZone } from '../clients/zoned-time';
import { STUDIO_CURRENCIES } from '../format/studio-format';
import { STUDIO_COUNTRIES } from './studio-countries';

const COUNTRY_CODES = STUDIO_COUNTRIES.map((c) => c.code);
const TIME_ZONE = 'Choose the time zone your studio works in, such as Europe/London.';

/**
 * PUT /api/profile/studio: the first day's questions, answered once and used everywhere — the
 * zone every time and mail is written in, the currency every price is in, and the studio's one
 * name and address (the public page's, which the calendar card, mails and PDFs read).
 */
export const studioSetUpRequestSchema = z.object({
  country: z
    .string({ error: 'Choose your country from the list.' })
    .refine((c) => COUNTRY_CODES.includes(c), 'Choose your country from the list.'),
  timezone: z
    .string({ error: TIME_ZONE })
    .trim()
    .refine((zone) => isValidTimeZone(zone), TIME_ZONE),
  currency: z.enum(STUDIO_CURRENCIES, { error: 'Choose a currency from the list.' }),
  studioName: z
    .string({ error: 'Name your studio.' })
    .trim()
    .min(1, 'Name your studio.')
    .max(100, 'The studio name is at most 100 characters.'),
  address: z
    .string({ error: 'Give the studio address clients come to.' })
    .trim()
    .min(1, 'Give the studio address clients come to.')
    .max(200, 'The address is at most 200 characters.'),
});
export type StudioSetUpRequest = z.input<typeof studioSetUpRequestSchema>;
export type StudioSetUp = z.output<typeof studioSetUpRequestSchema> & { confirmedAt: string };
