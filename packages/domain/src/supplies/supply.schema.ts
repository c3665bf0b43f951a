import { z } from 'zod';
import { optionalText, requiredText } from '../clients/fields';
import { refusal, refusalIssue } from '../refusal';

export const SUPPLY_KINDS = ['ink', 'needle'] as const;
export type SupplyKind = (typeof SUPPLY_KINDS)[number];

/** What is stored: 'expired' is never stored, it follows from expiresOn and the studio's today. */
export const SUPPLY_STATES = ['open', 'finished', 'recalled'] as const;
export type SupplyState = (typeof SUPPLY_STATES)[number];

/** What the shelf shows and filters by: recalled, then finished, then expired, then open. */
export const SUPPLY_STATUSES = ['open', 'finished', 'recalled', 'expired'] as const;
export type SupplyStatus = (typeof SUPPLY_STATUSES)[number];

/** A lot as printed on a label; long enough for any manufacturer's batch code. */
export const SUPPLY_LOT_MAX = 64;

/** True for 'YYYY-MM-DD' naming a day that exists (2027-02-30 does not). */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T12:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** A required calendar day, refused in words when it is not one. */
export const recordDay = z
  .string(refusal('RECORD_DATE_INVALID'))
  .trim()
  .refine(isCalendarDay, refusal('RECORD_DATE_INVALID'));

/** An optional calendar day: '' and null read as absent. */
const optionalRecordDay = z
  .union([z.string(), z.null()])
  .optional()
  .transform((v, ctx) => {
    const day = v?.trim();
    if (!day) return null;
    if (!isCalendarDay(day)) {
      ctx.addIssue({ code: 'custom', ...refusalIssue('RECORD_DATE_INVALID') });
      return z.NEVER;
    }
    return day;
  });

/** POST /api/supplies. */
export const createSupplyRequestSchema = z.object({
  kind: z.enum(SUPPLY_KINDS, refusal('SUPPLY_KIND_INVALID')),
  brand: requiredText(80, refusal('SUPPLY_BRAND_REQUIRED')).max(
    80,
    refusal('SUPPLY_BRAND_REQUIRED'),
  ),
  name: requiredText(120, refusal('SUPPLY_NAME_REQUIRED')).max(
    120,
    refusal('SUPPLY_NAME_REQUIRED'),
  ),
  lot: z
    .string(refusal('SUPPLY_LOT_INVALID'))
    .trim()
    .min(1, refusal('SUPPLY_LOT_INVALID'))
    .max(SUPPLY_LOT_MAX, refusal('SUPPLY_LOT_INVALID')),
  expiresOn: recordDay,
  openedOn: optionalRecordDay,
});
export type CreateSupplyRequest = z.input<typeof createSupplyRequestSchema>;
export type CreateSupplyInput = z.output<typeof createSupplyRequestSchema>;

/** GET /api/supplies?kind=&state=: `state` filters by the status the shelf shows. */
export const listSuppliesQuerySchema = z.object({
  kind: z.enum(SUPPLY_KINDS, refusal('SUPPLY_KIND_INVALID')).optional(),
  state: z.enum(SUPPLY_STATUSES, refusal('SUPPLY_STATE_INVALID')).optional(),
});

/** PATCH /api/supplies/{id}. */
export const patchSupplyRequestSchema = z.object({
  state: z.enum(SUPPLY_STATES, refusal('SUPPLY_STATE_INVALID')),
});

/** POST /api/supplies/{id}/recall-notice: the words the artist edited. */
export const recallNoticeRequestSchema = z.object({
  message: requiredText(4000, refusal('RECALL_MESSAGE_REQUIRED')).max(
    4000,
    refusal('RECALL_MESSAGE_REQUIRED'),
  ),
});

/** What a PUT of the session record says of one supply's use against the label. */
const reasonText = z.string().trim().max(500, 'A reason is at most 500 characters.');

/** PUT /api/appointments/{id}/session-record. */
export const sessionRecordRequestSchema = z.object({
  supplyIds: z
    .array(
      z
        .string()
        .trim()
        .min(1)
        .max(128)
        .regex(/^[^/]+$/),
      refusal('SESSION_SUPPLIES_REQUIRED'),
    )
    .min(1, refusal('SESSION_SUPPLIES_REQUIRED'))
    .max(40, refusal('SESSION_SUPPLIES_REQUIRED'))
    .transform((ids) => [...new Set(ids)]),
  placement: requiredText(200, refusal('SESSION_PLACEMENT_REQUIRED')).max(
    200,
    refusal('SESSION_PLACEMENT_REQUIRED'),
  ),
  cycleId: z
    .union([
      z
        .string()
        .trim()
        .max(128)
        .regex(/^[^/]*$/),
      z.null(),
    ])
    .optional()
    .transform((v) => v || null),
  notes: optionalText(2000).transform((v) => v ?? null),
  /** By supply id: why an expired or recalled item was used anyway. */
  reasons: z.record(z.string(), reasonText).optional().default({}),
});
export type SessionRecordRequest = z.input<typeof sessionRecordRequestSchema>;
export type SessionRecordInput = z.output<typeof sessionRecordRequestSchema>;

/** The artist's record settings, on `users/{uid}.recordSettings`. */
export const RECORDS_RETENTION_DEFAULT_YEARS = 3;

export const recordSettingsRequestSchema = z.object({
  requireSessionRecord: z.boolean(),
  recordsRetentionYears: z
    .number(refusal('RECORDS_RETENTION_INVALID'))
    .int(refusal('RECORDS_RETENTION_INVALID'))
    .min(1, refusal('RECORDS_RETENTION_INVALID'))
    .max(30, refusal('RECORDS_RETENTION_INVALID')),
});
export type RecordSettings = z.output<typeof recordSettingsRequestSchema>;

export const STERILISATION_RESULTS = ['pass', 'fail'] as const;
export type SterilisationResult = (typeof STERILISATION_RESULTS)[number];
export const SPORE_TEST_KINDS = ['lab', 'self'] as const;
export type SporeTestKind = (typeof SPORE_TEST_KINDS)[number];

const machine = requiredText(80, refusal('STERILISATION_MACHINE_REQUIRED')).max(
  80,
  refusal('STERILISATION_MACHINE_REQUIRED'),
);

/** POST /api/sterilisation/cycles. */
export const cycleRequestSchema = z.object({
  machine,
  cycleNumber: z
    .union([z.string(), z.number()], refusal('STERILISATION_CYCLE_NUMBER_REQUIRED'))
    .transform((v) => String(v).trim())
    .pipe(
      z
        .string()
        .min(1, refusal('STERILISATION_CYCLE_NUMBER_REQUIRED'))
        .max(40, refusal('STERILISATION_CYCLE_NUMBER_REQUIRED')),
    ),
  date: recordDay,
  result: z.enum(STERILISATION_RESULTS, refusal('STERILISATION_RESULT_INVALID')),
  operator: requiredText(80, refusal('STERILISATION_OPERATOR_REQUIRED')).max(
    80,
    refusal('STERILISATION_OPERATOR_REQUIRED'),
  ),
});
export type CycleInput = z.output<typeof cycleRequestSchema>;

/** GET /api/sterilisation/cycles?machine=. */
export const cyclesQuerySchema = z.object({ machine: z.string().trim().max(80).optional() });

/** POST /api/sterilisation/spore-tests. */
export const sporeTestRequestSchema = z.object({
  machine,
  date: recordDay,
  kind: z.enum(SPORE_TEST_KINDS, refusal('SPORE_TEST_KIND_INVALID')),
  lab: optionalText(120).transform((v) => v ?? null),
  result: z.enum(STERILISATION_RESULTS, refusal('STERILISATION_RESULT_INVALID')),
});
export type SporeTestInput = z.output<typeof sporeTestRequestSchema>;
