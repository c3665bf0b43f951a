import { z } from 'zod';
import { toCents } from '../clients/money';
import type { Money } from '../format/money';
import { DEFAULT_AVAILABILITY, type Availability } from './open-times';

/** How many times a flash design may be booked. */
export const FLASH_AVAILABILITY = ['repeatable', 'one_of_a_kind', 'limited'] as const;
export type FlashAvailability = (typeof FLASH_AVAILABILITY)[number];

export const MAX_FLASH_VARIANTS = 4;
/**
 * How long a time stays held for a client while they pay. Its Checkout ends with it
 * (`expires_at` = the hold's end), and Stripe's shortest Checkout is 30 minutes from creation:
 * 32 leaves two minutes for the hold's transaction and the call that creates the Checkout.
 */
export const HOLD_MINUTES = 32;

const VARIANT =
  'Each size needs a size in cm (up to 60), a price and a length of 15 to 720 minutes.';
/** A price typed as a decimal in the studio's currency, kept as integer cents. */
const price = z
  .union([z.number(), z.string()], { error: VARIANT })
  .transform((v) => toCents(v))
  .pipe(z.number({ error: VARIANT }).int(VARIANT).min(0, VARIANT));

export const flashVariantSchema = z.object({
  sizeCm: z.number({ error: VARIANT }).positive(VARIANT).max(60, VARIANT),
  price,
  duration: z.number({ error: VARIANT }).int(VARIANT).min(15, VARIANT).max(720, VARIANT),
});

const TITLE = 'Give the design a title of up to 80 characters.';
const LIMIT = 'A limited design needs how many times it may be booked (1 to 100).';

const flashFields = {
  title: z.string({ error: TITLE }).trim().min(1, TITLE).max(80, TITLE),
  description: z.string().trim().max(500, 'Keep the description under 500 characters.').optional(),
  tags: z
    .array(z.string().trim().min(1).max(30), { error: 'Tags are short words.' })
    .max(10, 'At most 10 tags.')
    .optional(),
  variants: z
    .array(flashVariantSchema, { error: VARIANT })
    .min(1, 'Add at least one size.')
    .max(MAX_FLASH_VARIANTS, `At most ${MAX_FLASH_VARIANTS} sizes.`),
  availability: z.enum(FLASH_AVAILABILITY, {
    error: 'Choose repeatable, one of a kind or limited.',
  }),
  limit: z.number({ error: LIMIT }).int(LIMIT).min(1, LIMIT).max(100, LIMIT).optional(),
};

const limitFits = (f: { availability?: FlashAvailability; limit?: number | undefined }) =>
  f.availability !== 'limited' || f.limit !== undefined;

/** POST /api/flash: publish a gallery item as flash. */
export const flashRequestSchema = z
  .object({
    galleryItemId: z.string({ error: 'Choose a design from your gallery.' }).trim().min(1).max(128),
    ...flashFields,
  })
  .refine(limitFits, { message: LIMIT, path: ['limit'] });
export type FlashRequest = z.input<typeof flashRequestSchema>;
export type FlashInput = z.output<typeof flashRequestSchema>;

const NEW_IMAGE =
  'A flash design keeps the image it was published with: publish the new image as a new design.';

/** PATCH /api/flash/{id}: any field, plus archived and the order on the page. */
export const flashPatchSchema = z
  .object({
    ...flashFields,
    archived: z.boolean({ error: 'Archived is true or false.' }),
    order: z.number({ error: 'The order is a whole number.' }).int().min(0).max(10_000),
    // The image is the one published (and checked for consent): a new image is a new design.
    galleryItemId: z.never({ error: NEW_IMAGE }),
  })
  .partial()
  .refine(limitFits, { message: LIMIT, path: ['limit'] })
  .refine((patch) => Object.values(patch).some((v) => v !== undefined), {
    message: 'Send at least one field to change.',
  });
export type FlashPatch = z.output<typeof flashPatchSchema>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const OFF = 'Time off is a day or a range of days (YYYY-MM-DD), the first day not after the last.';
const FLASH_DAY =
  'A flash day is a day or a range of days (YYYY-MM-DD), the first day not after the last.';
const SLOT = 'A flash day’s slots are 15 to 240 minutes long.';

/** PUT /api/profile/availability. */
export const availabilitySchema = z.object({
  bufferMinutes: z
    .number({ error: 'The buffer is 0 to 240 minutes.' })
    .int('The buffer is 0 to 240 minutes.')
    .min(0, 'The buffer is 0 to 240 minutes.')
    .max(240, 'The buffer is 0 to 240 minutes.'),
  earliestHours: z
    .number({ error: 'The earliest booking is 0 to 720 hours ahead.' })
    .int('The earliest booking is 0 to 720 hours ahead.')
    .min(0, 'The earliest booking is 0 to 720 hours ahead.')
    .max(720, 'The earliest booking is 0 to 720 hours ahead.'),
  latestDays: z
    .number({ error: 'The latest booking is 1 to 365 days ahead.' })
    .int('The latest booking is 1 to 365 days ahead.')
    .min(1, 'The latest booking is 1 to 365 days ahead.')
    .max(365, 'The latest booking is 1 to 365 days ahead.'),
  timeOff: z
    .array(
      z
        .object({ from: z.string().regex(DAY, OFF), to: z.string().regex(DAY, OFF) })
        .refine((o) => o.from <= o.to, OFF),
      { error: OFF },
    )
    .max(50, 'At most 50 periods of time off.'),
  // Saved before flash days existed: none.
  flashDays: z
    .array(
      z
        .object({
          from: z.string({ error: FLASH_DAY }).regex(DAY, FLASH_DAY),
          to: z.string({ error: FLASH_DAY }).regex(DAY, FLASH_DAY),
          slotMinutes: z.number({ error: SLOT }).int(SLOT).min(15, SLOT).max(240, SLOT),
        })
        .refine((d) => d.from <= d.to, FLASH_DAY),
      { error: FLASH_DAY },
    )
    .max(50, 'At most 50 flash days.')
    .default([]),
}) satisfies z.ZodType<Availability, unknown>;

/** The rules as stored on the artist (users/{uid}.availability); the defaults when unset. */
export function storedAvailability(value: unknown): Availability {
  const parsed = availabilitySchema.safeParse(value);
  return parsed.success ? parsed.data : DEFAULT_AVAILABILITY;
}

const EMAIL = 'Enter a valid e-mail address.';

/**
 * A design's id as a client sends it: one Firestore document id, never a path (`a/b`), `.`,
 * `..` or a reserved `__name__` (`__proto__`), which Firestore would throw on (a 500).
 */
const flashId = z
  .string({ error: 'Choose a design.' })
  .trim()
  .min(1, 'Choose a design.')
  .max(128, 'Choose a design.')
  .regex(/^(?!\.\.?$)(?!__.*__$)[^/]+$/, 'Choose a design.');

const START = 'Choose a time.';
/** ISO 8601 with seconds optional and an offset of at most ±14:00, as the times list gives it. */
const START_FORMAT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?(\.\d+)?(Z|[+-](0\d|1[0-4]):[0-5]\d)$/;

/** POST /api/public/booking/{username}/holds: a time held while the client pays. */
export const holdRequestSchema = z.object({
  flashId,
  variant: z
    .number({ error: 'Choose a size.' })
    .int('Choose a size.')
    .min(0)
    .max(MAX_FLASH_VARIANTS - 1),
  start: z
    .string({ error: START })
    .regex(START_FORMAT, START)
    // `…T25:00` or `…T10:60` matches the pattern but is no instant.
    .refine((v) => !Number.isNaN(Date.parse(v)), START),
  name: z.string({ error: 'Enter your name.' }).trim().min(1, 'Enter your name.').max(120),
  email: z.string({ error: EMAIL }).trim().toLowerCase().email(EMAIL).max(254),
  phone: z.string().trim().max(40).optional(),
  adult: z
    .boolean({ error: 'Confirm that you are 18 or older.' })
    .refine((v) => v, 'Confirm that you are 18 or older.'),
  acceptPolicy: z
    .boolean({ error: 'Accept the deposit policy to pay.' })
    .refine((v) => v, 'Accept the deposit policy to pay.'),
  policyVersion: z.number({ error: 'The policy version is a whole number.' }).int().min(1),
});
export type HoldRequest = z.input<typeof holdRequestSchema>;
export type HoldInput = z.output<typeof holdRequestSchema>;

/** GET /api/public/booking/{username}/times?flashId=&variant=&from=&to= */
export const timesQuerySchema = z.object({
  flashId,
  variant: z.coerce
    .number()
    .int()
    .min(0)
    .max(MAX_FLASH_VARIANTS - 1)
    .default(0),
  from: z.string().trim().optional(),
  to: z.string().trim().optional(),
});

/** A flash design as the artist's screens and the public page show it. */
export interface ApiFlash {
  id: string;
  galleryItemId: string;
  title: string;
  description: string | null;
  tags: string[];
  imageUrl: string | null;
  /**
   * Each size's price in the flash's currency (the studio's when it was priced), and the deposit
   * its hold charges online (flashDepositCents): null for a price Stripe cannot charge.
   */
  variants: { sizeCm: number; price: Money; duration: number; deposit: Money | null }[];
  availability: FlashAvailability;
  limit: number | null;
  /** Booked and paid so far. */
  sold: number;
  /** Still bookable copies; null when repeatable. */
  remaining: number | null;
  archived: boolean;
  order: number;
  /** The lowest of the sizes' prices, as shown on the page. */
  fromPrice: Money;
  bookable: boolean;
}

/** GET /api/public/booking/{username}/times */
export interface ApiOpenTimes {
  timezone: string;
  /** ISO 8601 with the studio's offset. */
  times: string[];
  /** The days among the times ('YYYY-MM-DD', the studio's) that are flash days, in slots. */
  flashDays: string[];
}

/** POST /api/public/booking/{username}/holds */
export interface ApiHold {
  holdId: string;
  /** The client's key to let the time go again (DELETE …/holds/{token}). */
  token: string;
  checkoutUrl: string;
  expiresAt: string;
}
