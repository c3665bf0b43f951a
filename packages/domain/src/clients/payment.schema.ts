import { z } from 'zod';
import { PAYMENT_METHODS } from './constants';
import { CLIENT_ERRORS } from './errors';
import { documentId, optionalCents, optionalChoice, optionalDay, optionalText } from './fields';

/** POST /api/project-payments {amount, paymentMethod, notes, projectId}. */
export const paymentRequestSchema = z.object({
  projectId: documentId(CLIENT_ERRORS.PROJECT_NOT_FOUND.message),
  amount: optionalCents.pipe(
    z
      .number({ error: CLIENT_ERRORS.PAYMENT_AMOUNT_REQUIRED.message })
      .positive(CLIENT_ERRORS.AMOUNT_INVALID.message),
  ),
  paymentMethod: optionalChoice(PAYMENT_METHODS).transform((v) => v ?? 'cash'),
  paymentDate: optionalDay,
  notes: optionalText(2000),
  /** Beyond the spec: true records a payment larger than the balance; the excess is credit. */
  confirmOverpayment: z.boolean().optional().default(false),
});
export type PaymentRequest = z.input<typeof paymentRequestSchema>;
export type PaymentInput = z.output<typeof paymentRequestSchema>;
