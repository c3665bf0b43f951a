import { z } from 'zod';
import { optionalCents, optionalText } from '../clients/fields';
import type { DepositRule } from './deposit-rule';
import { bookingQuestionsSchema, type BookingQuestion } from './questions.schema';
import { refusal, refusalIssue } from '../refusal';

const RULE_INVALID = refusal('BOOKING_DEPOSIT_RULE_INVALID');
const RULE_ISSUE = refusalIssue('BOOKING_DEPOSIT_RULE_INVALID');
const MOVES_INVALID = 'A deposit moves between 0 and 5 times.';
const NOTICE_INVALID = 'The notice is a whole number of hours from 0 to 720 (30 days).';

const minimumSize = z
  .union([z.number(), z.string(), z.null()])
  .optional()
  .transform((v) => (v == null || v === '' ? undefined : Number(v)))
  .pipe(
    z
      .number({ error: 'The minimum size is a whole number of centimetres.' })
      .int('The minimum size is a whole number of centimetres.')
      .min(1, 'The minimum size is a whole number of centimetres.')
      .max(200, 'The minimum size is at most 200 cm.')
      .optional(),
  );

/**
 * PUT /api/profile/booking: whether the page takes requests and what it says. The deposit is
 * sent flat (kind, amount, percent) as the settings form holds it and stored as one rule.
 */
export const bookingSettingsSchema = z
  .object({
    open: z.boolean({ error: 'Say whether the booking page takes requests.' }),
    styles: z
      .array(z.string().trim().min(1).max(40, 'A style is at most 40 characters.'), {
        error: 'Styles are a list of names.',
      })
      .max(12, 'List at most 12 styles.')
      .optional()
      .default([]),
    minimumSizeCm: minimumSize,
    minimumPrice: optionalCents,
    depositKind: z.enum(['none', 'fixed', 'percent'], RULE_INVALID),
    depositAmount: optionalCents,
    depositPercent: z
      .union([z.number(), z.string(), z.null()])
      .optional()
      .transform((v) => (v == null || v === '' ? undefined : Number(v))),
    policy: optionalText(5000),
    questions: bookingQuestionsSchema,
    maxDepositMoves: z
      .union([z.number(), z.string(), z.null()])
      .optional()
      .transform((v) => (v == null || v === '' ? 1 : Number(v)))
      .pipe(
        z
          .number({ error: MOVES_INVALID })
          .int(MOVES_INVALID)
          .min(0, MOVES_INVALID)
          .max(5, MOVES_INVALID),
      ),
    /** Issue 49: may clients move a booking from their page (within the notice and moves). */
    clientMovesAllowed: z
      .boolean({ error: 'Say whether clients may move their bookings.' })
      .optional()
      .default(true),
    /** Hours before the visit after which a client may no longer move it or get a refund. */
    clientNoticeHours: z
      .union([z.number(), z.string(), z.null()])
      .optional()
      .transform((v) => (v == null || v === '' ? 48 : Number(v)))
      .pipe(
        z
          .number({ error: NOTICE_INVALID })
          .int(NOTICE_INVALID)
          .min(0, NOTICE_INVALID)
          .max(720, NOTICE_INVALID),
      ),
    /** May clients pay the balance online before the session (after it, always). */
    balanceOnline: z
      .boolean({ error: 'Say whether clients may pay the balance online.' })
      .optional()
      .default(false),
  })
  .transform((value, ctx) => {
    const { depositKind, depositAmount, depositPercent, minimumPrice, ...rest } = value;
    let deposit: DepositRule = { kind: 'none' };
    if (depositKind === 'fixed') {
      if (!depositAmount) {
        ctx.addIssue({ code: 'custom', ...RULE_ISSUE, path: ['depositAmount'] });
        return z.NEVER;
      }
      deposit = { kind: 'fixed', amountCents: depositAmount };
    } else if (depositKind === 'percent') {
      const ok = Number.isInteger(depositPercent) && depositPercent! >= 1 && depositPercent! <= 100;
      if (!ok) {
        ctx.addIssue({ code: 'custom', ...RULE_ISSUE, path: ['depositPercent'] });
        return z.NEVER;
      }
      deposit = { kind: 'percent', percent: depositPercent! };
    }
    return {
      ...rest,
      styles: [...new Set(rest.styles)],
      minimumSizeCm: rest.minimumSizeCm ?? null,
      minimumPriceCents: minimumPrice ?? null,
      deposit,
      policy: rest.policy ?? '',
    };
  });
export type BookingSettingsRequest = z.input<typeof bookingSettingsSchema>;
/** The form as read: a new question has no id until it is saved. */
export type BookingSettingsForm = z.output<typeof bookingSettingsSchema>;
/** The settings as stored: every question has its id. */
export type BookingSettings = Omit<BookingSettingsForm, 'questions'> & {
  questions: BookingQuestion[];
};

/** A page nobody has set up: closed, no deposit, nothing said. */
export const DEFAULT_BOOKING_SETTINGS: BookingSettings = {
  open: false,
  styles: [],
  minimumSizeCm: null,
  minimumPriceCents: null,
  deposit: { kind: 'none' },
  policy: '',
  questions: [],
  maxDepositMoves: 1,
  clientMovesAllowed: true,
  clientNoticeHours: 48,
  balanceOnline: false,
};
