import { z } from 'zod';
import {
  APPOINTMENT_STATUSES,
  APPOINTMENT_TYPES,
  DEFAULT_APPOINTMENT_DURATION,
  DEFAULT_APPOINTMENT_STATUS,
  DEFAULT_APPOINTMENT_TYPE,
  DEPOSIT_OUTCOMES,
} from './constants';
import {
  documentId,
  optionalCents,
  optionalChoice,
  optionalPositiveCents,
  optionalText,
  requiredText,
  timeZone,
} from './fields';
import { isValidTimeZone, toInstant } from './zoned-time';
import { refusal, refusalIssue } from '../refusal';

const DATE_REQUIRED = refusal('APPOINTMENT_DATE_REQUIRED');
const DATE_ISSUE = refusalIssue('APPOINTMENT_DATE_REQUIRED');

/** The duration falls back to 120 minutes when it is not a number. */
const duration = z
  .unknown()
  .optional()
  .transform((v) => {
    const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
    return typeof n === 'number' && Number.isInteger(n) && n > 0 && n <= 24 * 60
      ? n
      : DEFAULT_APPOINTMENT_DURATION;
  });

const fields = {
  title: requiredText(200, refusal('APPOINTMENT_TITLE_REQUIRED')),
  description: optionalText(5000),
  appointmentDate: z.string(DATE_REQUIRED).trim().min(1, DATE_REQUIRED).max(40),
  timezone: timeZone,
  duration,
  type: optionalChoice(APPOINTMENT_TYPES).transform((v) => v ?? DEFAULT_APPOINTMENT_TYPE),
  status: optionalChoice(APPOINTMENT_STATUSES).transform((v) => v ?? DEFAULT_APPOINTMENT_STATUS),
  price: optionalCents,
  deposit: optionalPositiveCents,
  notes: optionalText(5000),
  /** Beyond the spec: true books over another appointment after the overlap warning. */
  allowOverlap: z.boolean().optional().default(false),
};

/** The date is read in the appointment's own time zone (the browser's), then stored as an instant. */
function withInstant<T extends { appointmentDate: string; timezone: string }>(
  value: T,
  ctx: z.RefinementCtx,
): Omit<T, 'appointmentDate'> & { appointmentDate: Date } {
  const instant = toInstant(value.appointmentDate, value.timezone);
  if (!instant) {
    ctx.addIssue({ code: 'custom', ...DATE_ISSUE, path: ['appointmentDate'] });
    return z.NEVER;
  }
  return { ...value, appointmentDate: instant };
}

/** PUT /api/appointments/{id}. */
export const updateAppointmentRequestSchema = z
  .object({
    ...fields,
    /** Asked when an appointment with a deposit is cancelled. */
    depositOutcome: optionalChoice(DEPOSIT_OUTCOMES),
  })
  .transform(withInstant);
export type UpdateAppointmentRequest = z.input<typeof updateAppointmentRequestSchema>;
export type AppointmentInput = z.output<typeof updateAppointmentRequestSchema>;

/** POST /api/appointments: the fields plus the client and, optionally, one of its projects. */
export const appointmentRequestSchema = z
  .object({
    ...fields,
    clientId: documentId(refusal('CLIENT_NOT_FOUND')),
    projectId: z
      .union([z.string(), z.null()])
      .optional()
      .transform((v) => (v == null ? undefined : v.trim() || undefined))
      .pipe(documentId(refusal('PROJECT_NOT_FOUND')).optional()),
  })
  .transform(withInstant);
export type AppointmentRequest = z.input<typeof appointmentRequestSchema>;
export type NewAppointmentInput = z.output<typeof appointmentRequestSchema>;

/** PUT /api/profile/timezone: the artist's own zone (users/{uid}.timezone). */
export const timezoneRequestSchema = z.object({
  timezone: z
    .string(refusal('TIMEZONE_INVALID'))
    .trim()
    .min(1, refusal('TIMEZONE_INVALID'))
    .refine(isValidTimeZone, refusal('TIMEZONE_INVALID')),
});

/** GET /api/calendar-new?date=YYYY-MM-DD: one day, or every appointment without it. */
export const calendarQuerySchema = z.object({
  date: z.string().trim().optional(),
});

/** Issue 43: a studio's desk books with the artist's own fields, read the artist's own way. */
export { fields as appointmentFields, withInstant as appointmentInstant };
