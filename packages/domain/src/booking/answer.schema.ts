import { z } from 'zod';
import { optionalCents, requiredText, timeZone } from '../clients/fields';
import { toInstant } from '../clients/zoned-time';
import { refusal, refusalIssue } from '../refusal';

const DATE_REQUIRED = refusal('APPOINTMENT_DATE_REQUIRED');
const DATE_ISSUE = refusalIssue('APPOINTMENT_DATE_REQUIRED');

/**
 * POST /api/booking-requests/{id}/accept: when the proposed appointment is and what the work is
 * estimated at. Without `deposit` the artist's rule sets it; 0 asks for none.
 */
export const acceptBookingRequestSchema = z
  .object({
    appointmentDate: z.string(DATE_REQUIRED).trim().min(1, DATE_REQUIRED).max(40),
    timezone: timeZone,
    duration: z
      .union([z.number(), z.string()])
      .optional()
      .transform((v) => (v === undefined || v === '' ? 120 : Number(v)))
      .pipe(
        z
          .number({ error: 'The length is a whole number of minutes.' })
          .int('The length is a whole number of minutes.')
          .min(15, 'An appointment lasts at least 15 minutes.')
          .max(24 * 60, 'An appointment lasts at most 24 hours.'),
      ),
    estimatedPrice: optionalCents,
    deposit: optionalCents,
    allowOverlap: z.boolean().optional().default(false),
  })
  .transform((value, ctx) => {
    const instant = toInstant(value.appointmentDate, value.timezone);
    if (!instant) {
      ctx.addIssue({ code: 'custom', ...DATE_ISSUE, path: ['appointmentDate'] });
      return z.NEVER;
    }
    return { ...value, appointmentDate: instant };
  });
export type AcceptBookingRequest = z.input<typeof acceptBookingRequestSchema>;
export type AcceptBookingInput = z.output<typeof acceptBookingRequestSchema>;

/** POST /api/booking-requests/{id}/decline: the message the client receives. */
export const declineBookingRequestSchema = z.object({
  message: requiredText(2000, refusal('BOOKING_DECLINE_MESSAGE_REQUIRED')),
});
export type DeclineBookingRequest = z.input<typeof declineBookingRequestSchema>;
