import { z } from 'zod';
import type { Money } from './money';
import { STUDIO_CURRENCIES, STUDIO_LOCALES } from './studio-format';

// The formats' zod schemas live apart from the formatters: every signed-in screen formats money
// and dates, and a module holding a schema brings all of zod (22 KB of brotli) to its screen.

/** An answer's `Money`, for readers that check what they receive. */
export const moneySchema = z.object({
  cents: z.number().int(),
  currency: z.string().regex(/^[A-Z]{3}$/),
}) satisfies z.ZodType<Money>;

/** PUT /api/profile/formats. */
export const studioFormatRequestSchema = z.object({
  currency: z.enum(STUDIO_CURRENCIES, { error: 'Choose a currency from the list.' }),
  locale: z.enum(STUDIO_LOCALES, { error: 'Choose a number and date format from the list.' }),
});
export type StudioFormatRequest = z.infer<typeof studioFormatRequestSchema>;
