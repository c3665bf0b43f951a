import { z } from 'zod';
import { toCents } from '../clients/money';
import { isValidTimeZone } from '../clients/zoned-time';
import { workingHoursRequestSchema } from '../clients/working-hours';
import { INVITABLE_ROLES } from './roles';
import { isReservedUsernameKey } from '../account/username';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const SLUG = /^[a-z0-9](?:[a-z0-9-]{1,38}[a-z0-9])$/;
const SLUG_MESSAGE =
  'The page address takes 3–40 lower-case letters, digits and hyphens, starting and ending with a letter or digit.';

/** `Black Lotus` → `black-lotus`: the page address a studio name suggests. */
export function slugOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
}

export const studioSlug = z
  .string({ error: SLUG_MESSAGE })
  .trim()
  .toLowerCase()
  .regex(SLUG, SLUG_MESSAGE)
  // `constructor`, `tostring`…: a lookup by an object member's name finds the member.
  .refine((slug) => !isReservedUsernameKey(slug), SLUG_MESSAGE);

/** POST /api/studios. */
export const createStudioSchema = z.object({
  name: z
    .string({ error: 'Give the studio a name.' })
    .trim()
    .min(1, 'Give the studio a name.')
    .max(80, 'A studio name has at most 80 characters.'),
  slug: studioSlug,
  address: z.string().trim().max(300, 'The address has at most 300 characters.').default(''),
  timezone: z
    .string({ error: 'Choose the studio’s time zone.' })
    .trim()
    .refine(isValidTimeZone, 'Choose the studio’s time zone.'),
  openingHours: workingHoursRequestSchema.nullable().default(null),
  /** Deposits go to the performing artist's connected Stripe account, or to the studio's. */
  depositsTo: z.enum(['artist', 'studio']).default('artist'),
});
export type CreateStudioRequest = z.infer<typeof createStudioSchema>;

/**
 * What the house takes from an artist: a percent of what the artist's sessions brought in,
 * or a fixed chair rent per month (typed as a decimal, kept in cents).
 */
export const houseShareSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('percent'),
    percent: z
      .number({ error: 'The house share is a percent from 0 to 100.' })
      .int('The house share is a whole percent.')
      .min(0, 'The house share is a percent from 0 to 100.')
      .max(100, 'The house share is a percent from 0 to 100.'),
  }),
  z.object({
    kind: z.literal('chairRent'),
    monthly: z.union([z.number(), z.string()]).transform((value, ctx) => {
      const cents = toCents(value);
      if (cents === null) {
        ctx.addIssue({
          code: 'custom',
          message: 'The chair rent is an amount like 400 or 400.50.',
        });
        return z.NEVER;
      }
      return cents;
    }),
  }),
]);
/** As stored and answered: the chair rent in cents of the studio's currency. */
export type HouseShare =
  { kind: 'percent'; percent: number } | { kind: 'chairRent'; monthlyCents: number };

const day = z.string().regex(DAY, 'Dates are YYYY-MM-DD.');

/** A guest spot: from one day to another, in the studio's zone; access ends the day after. */
const guestDates = {
  guestFrom: day.optional(),
  guestUntil: day.optional(),
};

/** POST /api/studios/{id}/invitations. */
export const invitationSchema = z
  .object({
    email: z
      .string({ error: 'Enter the e-mail address to invite.' })
      .trim()
      .toLowerCase()
      .pipe(z.email('Enter a valid e-mail address.')),
    role: z.enum(INVITABLE_ROLES, { error: 'Choose artist, guest artist or front desk.' }),
    ...guestDates,
  })
  .refine(
    (v) => v.role !== 'guest' || (v.guestFrom && v.guestUntil && v.guestFrom <= v.guestUntil),
    {
      message: 'A guest spot needs a first and a last day, the first not after the last.',
      path: ['guestUntil'],
    },
  );
export type InvitationRequest = z.infer<typeof invitationSchema>;

/** PATCH /api/studios/{id}/members/{uid}. */
export const memberPatchSchema = z
  .object({
    role: z
      .enum(INVITABLE_ROLES, { error: 'Choose artist, guest artist or front desk.' })
      .optional(),
    houseShare: houseShareSchema.optional(),
    ...guestDates,
  })
  .refine((v) => !v.guestFrom || !v.guestUntil || v.guestFrom <= v.guestUntil, {
    message: 'A guest spot’s first day cannot be after its last.',
    path: ['guestUntil'],
  });
export type MemberPatchRequest = z.infer<typeof memberPatchSchema>;

/** GET /api/studios/{id}/calendar?from=YYYY-MM-DD&to=YYYY-MM-DD (days in the studio's zone). */
export const studioCalendarQuerySchema = z
  .object({ from: day, to: day, artist: z.string().max(128).optional() })
  .refine((v) => v.from <= v.to, {
    message: 'The first day cannot be after the last.',
    path: ['to'],
  })
  .refine((v) => Date.parse(v.to) - Date.parse(v.from) <= 42 * 86_400_000, {
    message: 'Ask for at most six weeks at a time.',
    path: ['to'],
  });

/** GET /api/studios/{id}/reports/commissions?month=YYYY-MM. */
export const commissionsQuerySchema = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'The month is YYYY-MM.'),
});
