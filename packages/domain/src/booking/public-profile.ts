import { z } from 'zod';
import { refusal, refusalIssue } from '../refusal';
import { ACCENT_BACKGROUND, ACCENT_MIN_CONTRAST, contrastRatio, HEX_COLOR } from './accent-color';

const line = (max: number, what: string) =>
  z
    .string({ error: `${what} is text.` })
    .trim()
    .max(max, `${what} is at most ${max} characters.`)
    .nullish()
    .transform((v) => (v ? v : null));

const INSTAGRAM_INVALID = 'An Instagram name is letters, digits, dots and underscores.';
const WEBSITE_INVALID = 'The website is an address starting with https://.';

/** "@name", "name" or a profile address all mean the same account. */
const instagram = line(200, 'The Instagram name')
  .transform((v) =>
    v?.replace(/^https?:\/\/(www\.)?instagram\.com\//i, '').replace(/^@|\/.*$/g, ''),
  )
  .refine((v) => !v || /^[A-Za-z0-9._]{1,30}$/.test(v), INSTAGRAM_INVALID)
  .transform((v) => v || null);

// An https address with a host (the domain has no URL global: it runs in the browser and Node).
const HTTPS_URL =
  /^https:\/\/[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+(?::\d{1,5})?(?:[/?#]\S*)?$/i;
const website = line(300, 'The website').refine((v) => !v || HTTPS_URL.test(v), WEBSITE_INVALID);

const ORIGIN_INVALID = 'Each site is an https address with no path, such as https://paola.ink.';
// An https origin: scheme, host and port only, as a browser compares them for frame-ancestors.
const HTTPS_ORIGIN =
  /^https:\/\/[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+(?::\d{1,5})?$/;

/** The sites allowed to show the request form in a frame: origins, lower-cased, each once. */
const embedOrigins = z
  .array(
    z
      .string({ error: ORIGIN_INVALID })
      .trim()
      .toLowerCase()
      .transform((v) => v.replace(/\/$/, ''))
      .refine((v) => HTTPS_ORIGIN.test(v), ORIGIN_INVALID),
    { error: 'The sites are a list of addresses.' },
  )
  .max(5, 'List at most 5 sites.')
  .optional()
  .default([])
  .transform((list) => [...new Set(list)]);

/** The page's buttons, links and header rule: a colour that reads on the page's white. */
const accentColor = z
  .string(refusal('BOOKING_ACCENT_INVALID'))
  .trim()
  .nullish()
  .transform((v) => (v ? v.toLowerCase() : null))
  .refine((v) => v === null || HEX_COLOR.test(v), refusal('BOOKING_ACCENT_INVALID'))
  .superRefine((v, ctx) => {
    if (v && HEX_COLOR.test(v) && contrastRatio(v, ACCENT_BACKGROUND)! < ACCENT_MIN_CONTRAST) {
      ctx.addIssue({ code: 'custom', ...refusalIssue('BOOKING_ACCENT_TOO_LIGHT') });
    }
  });

/**
 * What the artist's public page says about them beyond the booking settings: the header's
 * studio, city, address, languages and links, and the line under "Books open"/"Books closed".
 */
export const publicProfileSchema = z.object({
  studioName: line(100, 'The studio name'),
  city: line(100, 'The city'),
  address: line(200, 'The address'),
  languages: z
    .array(z.string().trim().min(1).max(40, 'A language is at most 40 characters.'), {
      error: 'Languages are a list of names.',
    })
    .max(8, 'List at most 8 languages.')
    .optional()
    .default([]),
  instagram,
  website,
  booksMessage: line(300, 'The books message'),
  embedOrigins,
  accentColor,
  /** Issue 47: who the artist is, in their words, on the page under the header. */
  about: line(1000, 'About'),
});
export type PublicProfileRequest = z.input<typeof publicProfileSchema>;
export type PublicProfile = z.output<typeof publicProfileSchema>;

export const EMPTY_PUBLIC_PROFILE: PublicProfile = {
  studioName: null,
  city: null,
  address: null,
  languages: [],
  instagram: null,
  website: null,
  booksMessage: null,
  embedOrigins: [],
  accentColor: null,
  about: null,
};
