import { z } from 'zod';
import { appointmentFields, appointmentInstant } from '../clients/appointment.schema';
import { DEPOSIT_OUTCOMES } from '../clients/constants';
import { documentId, optionalChoice, optionalText, requiredText } from '../clients/fields';
import { paymentRequestSchema } from '../clients/payment.schema';
import { refusal, refusalIssue } from '../refusal';

/** A client the desk books who is new to the artist: found by e-mail in their book, or added. */
const newClientSchema = z.object({
  name: requiredText(120, refusal('CLIENT_NAME_REQUIRED')),
  email: z
    .string(refusal('EMAIL_INVALID'))
    .trim()
    .toLowerCase()
    .pipe(z.email(refusal('EMAIL_INVALID'))),
  phone: optionalText(40),
});

/**
 * POST /api/studios/{id}/appointments: the artist's own appointment fields, for the artist
 * named, with one of their clients (clientId) or a client given by name and e-mail.
 */
export const studioBookingSchema = z
  .object({
    ...appointmentFields,
    artistUid: documentId(refusal('STUDIO_ARTIST_NOT_FOUND')),
    clientId: documentId(refusal('CLIENT_NOT_FOUND')).optional(),
    client: newClientSchema.optional(),
    projectId: z
      .union([z.string(), z.null()])
      .optional()
      .transform((v) => (v == null ? undefined : v.trim() || undefined))
      .pipe(documentId(refusal('PROJECT_NOT_FOUND')).optional()),
  })
  .superRefine((v, ctx) => {
    if ((v.clientId === undefined) === (v.client === undefined)) {
      ctx.addIssue({ code: 'custom', ...refusalIssue('STUDIO_CLIENT_REQUIRED'), path: ['client'] });
    }
  })
  .transform(appointmentInstant);
export type StudioBookingRequest = z.input<typeof studioBookingSchema>;
export type StudioBookingInput = z.output<typeof studioBookingSchema>;

/** POST …/appointments/{appointmentId}/cancel: what becomes of a deposit held on it. */
export const studioCancelSchema = z.object({
  depositOutcome: optionalChoice(DEPOSIT_OUTCOMES),
});
export type StudioCancelRequest = z.input<typeof studioCancelSchema>;

/** POST …/appointments/{appointmentId}/payments: on the appointment's project unless named. */
export const studioPaymentSchema = paymentRequestSchema.extend({
  projectId: documentId(refusal('PROJECT_NOT_FOUND')).optional(),
});
export type StudioPaymentRequest = z.input<typeof studioPaymentSchema>;
export type StudioPaymentInput = z.output<typeof studioPaymentSchema>;
