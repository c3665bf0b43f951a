import { z } from 'zod';
import { bookingRequestSchema } from '../booking/request.schema';
import { declineBookingRequestSchema } from '../booking/answer.schema';
import { FIRST_AVAILABLE } from './page-types';

const ARTIST_MESSAGE = 'Choose an artist, or “first available”.';

/**
 * POST /api/public/studios/{slug}/requests: the artist's booking form plus whom it is for (a
 * listed artist's username, or `first-available`).
 */
export const studioRequestSchema = bookingRequestSchema.extend({
  artist: z
    .string({ error: ARTIST_MESSAGE })
    .trim()
    .toLowerCase()
    .min(1, ARTIST_MESSAGE)
    .max(60, ARTIST_MESSAGE)
    .default(FIRST_AVAILABLE),
});
export type StudioRequestInput = z.input<typeof studioRequestSchema>;
export type StudioRequestFields = z.output<typeof studioRequestSchema>;

/** POST /api/studios/{id}/requests/{requestId}/assign: the member who takes it. */
export const assignStudioRequestSchema = z.object({
  artistUid: z
    .string({ error: 'Choose the artist who takes this request.' })
    .trim()
    .min(1, 'Choose the artist who takes this request.')
    .max(128, 'Choose the artist who takes this request.'),
});
export type AssignStudioRequest = z.input<typeof assignStudioRequestSchema>;

/** POST /api/studios/{id}/requests/{requestId}/decline: the message the client receives. */
export const declineStudioRequestSchema = declineBookingRequestSchema;
