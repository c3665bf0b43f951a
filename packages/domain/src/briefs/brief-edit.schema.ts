import { z } from 'zod';
import { TATTOO_COLOURS } from '../booking/constants';
import { refusal } from '../refusal';

/** A brief holds a short list of short questions: one mail's worth for the client. */
export const MAX_BRIEF_QUESTIONS = 8;
export const MAX_BRIEF_QUESTION_LENGTH = 300;

const text = (max: number, code: 'BRIEF_SUBJECT_REQUIRED' | 'BRIEF_PLACEMENT_REQUIRED') =>
  z.string(refusal(code)).trim().min(1, refusal(code)).max(max, `At most ${max} characters.`);

/** One decimal of a centimetre at most, as the request form takes it. */
export const briefSizeCm = z
  .number(refusal('BRIEF_SIZE_INVALID'))
  .min(1, refusal('BRIEF_SIZE_INVALID'))
  .max(200, refusal('BRIEF_SIZE_INVALID'))
  .refine((n) => Math.abs(Math.round(n * 10) - n * 10) < 1e-9, refusal('BRIEF_SIZE_INVALID'));

const question = z
  .string(refusal('BRIEF_QUESTIONS_INVALID'))
  .trim()
  .max(MAX_BRIEF_QUESTION_LENGTH, refusal('BRIEF_QUESTIONS_INVALID'));

/**
 * PUT /api/booking-requests/{id}/brief: the artist's edit of the drafted brief. The estimate is
 * not sent: it is computed again from the artist's projects for the edited size and style.
 */
export const briefEditSchema = z.object({
  subject: text(300, 'BRIEF_SUBJECT_REQUIRED'),
  style: z.string().trim().max(120, 'At most 120 characters.'),
  placement: text(100, 'BRIEF_PLACEMENT_REQUIRED'),
  sizeCm: briefSizeCm,
  colour: z.enum(TATTOO_COLOURS, refusal('BRIEF_COLOUR_INVALID')),
  questions: z
    .array(question, refusal('BRIEF_QUESTIONS_INVALID'))
    .max(MAX_BRIEF_QUESTIONS, refusal('BRIEF_QUESTIONS_INVALID'))
    // Blank lines of the editor are not questions.
    .transform((list) => list.filter((q) => q.length > 0)),
});
export type BriefEditInput = z.input<typeof briefEditSchema>;
export type BriefEdit = z.output<typeof briefEditSchema>;
