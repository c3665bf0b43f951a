import { z } from 'zod';
import { refusal, refusalIssue } from '../refusal';

/** How many questions of their own an artist may add to the booking form, and their bounds. */
export const MAX_BOOKING_QUESTIONS = 5;
export const MAX_QUESTION_LENGTH = 200;
export const MAX_ANSWER_LENGTH = 1000;

/** One of the artist's questions; the id stays when the artist rewords it. */
export interface BookingQuestion {
  id: string;
  text: string;
}

/** An answer as a request keeps it: with the question's words when the client answered. */
export interface BookingAnswer {
  question: string;
  answer: string;
}

const QUESTION_LENGTH = `A question is 1 to ${MAX_QUESTION_LENGTH} characters.`;
const ID = /^[A-Za-z0-9_-]{1,40}$/;
const questionId = z.string().regex(ID, 'This question could not be saved. Reload the page.');

/**
 * The settings form's questions: plain text (a new question) or {id, text} (a kept one, maybe
 * reworded). Ids of new questions are given when saved.
 */
export const bookingQuestionsSchema = z
  .array(
    z.union(
      [
        z.string().transform((text) => ({ id: undefined, text })),
        z.object({ id: questionId.optional(), text: z.string({ error: QUESTION_LENGTH }) }),
      ],
      { error: QUESTION_LENGTH },
    ),
    { error: 'Questions are a list.' },
  )
  .max(MAX_BOOKING_QUESTIONS, `Ask at most ${MAX_BOOKING_QUESTIONS} questions.`)
  .optional()
  .default([])
  .transform((questions) => questions.map((q) => ({ id: q.id, text: q.text.trim() })))
  .superRefine((questions, ctx) => {
    const seen = new Set<string>();
    for (const [index, { text }] of questions.entries()) {
      if (text.length < 1 || text.length > MAX_QUESTION_LENGTH) {
        ctx.addIssue({ code: 'custom', message: QUESTION_LENGTH, path: [index] });
      }
      const key = text.toLowerCase();
      if (seen.has(key)) {
        ctx.addIssue({ code: 'custom', message: 'Each question is asked once.', path: [index] });
      }
      seen.add(key);
    }
  });

/**
 * A request's answers by question id: an object (JSON) or the same as JSON text (a multipart
 * field). Empty answers are dropped: every question is optional.
 */
export const bookingAnswersSchema = z
  .union([z.record(z.string(), z.unknown()), z.string()], refusal('BOOKING_REQUEST_REFUSED'))
  .optional()
  .transform((value, ctx) => {
    if (typeof value !== 'string') return value ?? {};
    if (value.trim() === '') return {};
    try {
      return JSON.parse(value) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', ...refusalIssue('BOOKING_REQUEST_REFUSED') });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .record(
        z.string(),
        z
          .string(refusal('BOOKING_REQUEST_REFUSED'))
          .trim()
          .max(MAX_ANSWER_LENGTH, refusal('BOOKING_ANSWER_TOO_LONG')),
        refusal('BOOKING_REQUEST_REFUSED'),
      )
      .refine((answers) => {
        const ids = Object.keys(answers);
        return ids.length <= MAX_BOOKING_QUESTIONS && ids.every((id) => ID.test(id));
      }, refusal('BOOKING_QUESTION_UNKNOWN')),
  )
  .transform((answers) => Object.fromEntries(Object.entries(answers).filter(([, a]) => a !== '')));
