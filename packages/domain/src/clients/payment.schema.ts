import { z } from 'zod';
import { PAYMENT_METHODS } from './constants';
import { documentId, optionalCents, optionalChoice, optionalDay, optionalText } from './fields';
import { refusal } from '../refusal';

/** POST /api/project-payments {amount, paymentMethod, notes, projectId}. */
export const paymentRequestSchema = z.object({
  projectId: documentId(refusal('PROJECT_NOT_FOUND')),
  amount: optionalCents.pipe(
    z.number(refusal('PAYMENT_AMOUNT_REQUIRED')).positive(refusal('AMOUNT_INVALID')),
  ),
  paymentMethod: optionalChoice(PAYMENT_METHODS).transform((v) => v ?? 'cash'),
  paymentDate: optionalDay,
  notes: optionalText(2000),
  /** Beyond the spec: true records a payment larger than the balance; the excess is credit. */
  confirmOverpayment: z.boolean().optional().default(false),
});
export type PaymentRequest = z.input<typeof paymentRequestSchema>;
export type PaymentInput = z.output<typeof paymentRequestSchema>;
