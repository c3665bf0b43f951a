import { z } from 'zod';
import { documentId, timeZone } from '../clients/fields';
import type { Money } from '../format/money';

/**
 * POST /api/booking-requests/{id}/offer (issue 46): a kept design, the date and the deposit, sent
 * to the client as one mail with one page. The estimate is the brief's (or `estimatedPriceCents`);
 * without `depositCents` the artist's deposit rule sets it, 0 asks for none.
 */
export const sendOfferSchema = z.object({
  galleryItemId: documentId('Pick the design to send.'),
  startsAt: z.iso
    .datetime({ offset: true, error: 'Give the date and time, like 2027-03-14T14:00:00Z.' })
    .transform((iso) => new Date(iso)),
  durationMinutes: z
    .number({ error: 'The length is a whole number of minutes.' })
    .int('The length is a whole number of minutes.')
    .min(15, 'An appointment lasts at least 15 minutes.')
    .max(24 * 60, 'An appointment lasts at most 24 hours.'),
  depositCents: z.number().int().min(0, 'A deposit cannot be negative.').optional(),
  estimatedPriceCents: z.number().int().min(0, 'A price cannot be negative.').optional(),
  timezone: timeZone,
  allowOverlap: z.boolean().optional().default(false),
});
export type SendOffer = z.input<typeof sendOfferSchema>;
export type SendOfferInput = z.output<typeof sendOfferSchema>;

/** The answer: the booking made, and the client's two links (under the app's origin). */
export interface SentOffer {
  appointmentId: string;
  approvalUrl: string;
  depositUrl: string | null;
  emailed: 'sent' | 'failed';
}

/** The estimate as the client reads it: ranges, or one figure when min and max agree. */
export interface OfferEstimate {
  hours: { min: number; max: number } | null;
  price: { min: Money; max: Money } | null;
}

/** What the approval page shows of an offer beside the design: the date, estimate and deposit. */
export interface ApprovalOffer {
  startsAt: string;
  /** The zone the artist booked in: the date reads in it. */
  timeZone: string;
  durationMinutes: number;
  estimate: OfferEstimate;
  deposit: Money | null;
  /** The client's page to pay it ('/deposit/…'); null when none is asked. */
  depositPath: string | null;
}
