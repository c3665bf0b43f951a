import { z } from 'zod';
import { NOTE_VISIBILITIES } from './book-types';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = z.string().regex(DAY, 'Dates are YYYY-MM-DD.');

/** GET /api/studios/{id}/clients?q=: a name, e-mail or phone to look for (empty lists all). */
export const studioBookQuerySchema = z.object({
  q: z.string().trim().max(100, 'Search with at most 100 characters.').optional(),
});

/** POST /api/studios/{id}/clients/{bookId}/notes. */
export const studioClientNoteSchema = z.object({
  text: z
    .string({ error: 'Write the note.' })
    .trim()
    .min(1, 'Write the note.')
    .max(4000, 'A note has at most 4000 characters.'),
  visibility: z.enum(NOTE_VISIBILITIES, {
    error: 'Choose whether the note is shared with the studio or private.',
  }),
});
export type StudioClientNoteRequest = z.infer<typeof studioClientNoteSchema>;

/**
 * GET /api/studios/{id}/medical-reads?from=&to=: days in the studio's zone, both included;
 * without them the last 30 days.
 */
export const medicalReadsQuerySchema = z
  .object({ from: day.optional(), to: day.optional() })
  .refine((v) => !v.from || !v.to || v.from <= v.to, {
    message: 'The first day cannot be after the last.',
    path: ['to'],
  })
  .refine((v) => !v.from || !v.to || Date.parse(v.to) - Date.parse(v.from) <= 366 * 86_400_000, {
    message: 'Ask for at most a year at a time.',
    path: ['to'],
  });
export type MedicalReadsQuery = z.infer<typeof medicalReadsQuerySchema>;
