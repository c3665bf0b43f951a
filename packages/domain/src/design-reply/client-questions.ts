import { z } from 'zod';
import { refusal } from '../refusal';

/** How long a client's reply link opens, and how many rounds one request may have. */
export const QUESTION_LINK_DAYS = 14;
export const QUESTION_ROUNDS_MAX = 5;
export const QUESTIONS_MAX = 10;
export const QUESTION_MAX_CHARS = 300;
export const ANSWER_MAX_CHARS = 2000;

/** One question and the client's words for it. */
export interface QuestionAnswer {
  question: string;
  answer: string;
}

/** One round of questions sent to the client, on the booking request (issue 46). */
export interface QuestionRound {
  id: string;
  questions: string[];
  sentAt: string;
  answers: QuestionAnswer[] | null;
  answeredAt: string | null;
}

/** POST /api/booking-requests/{id}/questions: the artist's questions, else the brief's. */
export const sendQuestionsSchema = z.object({
  questions: z
    .array(z.string().trim().max(QUESTION_MAX_CHARS, `At most ${QUESTION_MAX_CHARS} characters.`))
    .max(QUESTIONS_MAX, `At most ${QUESTIONS_MAX} questions.`)
    .optional()
    .transform((list) => list?.filter((q) => q.length > 0)),
});
export type SendQuestions = z.input<typeof sendQuestionsSchema>;

/** The answer of POST /api/booking-requests/{id}/questions. */
export interface SentQuestions {
  round: QuestionRound;
  /** Whether the mail with the reply link went out ('no_address': the request has none). */
  emailed: 'sent' | 'failed';
}

/** POST /api/questions/{token}: the client's answers, one per question, in order. */
export const questionAnswersSchema = z
  .object({
    answers: z
      .array(z.string().trim().max(ANSWER_MAX_CHARS, `At most ${ANSWER_MAX_CHARS} characters.`))
      .max(QUESTIONS_MAX),
  })
  .refine((body) => body.answers.some((a) => a.length > 0), refusal('ANSWERS_EMPTY'));
export type QuestionAnswers = z.input<typeof questionAnswersSchema>;

/** GET /api/questions/{token}: what the client's reply page shows. */
export interface QuestionsLinkView {
  state: 'open' | 'answered';
  /** Who asks: the artist's name, with their studio's when it differs. */
  artistName: string;
  questions: string[];
  expiresAt: string;
  answers: QuestionAnswer[] | null;
  answeredAt: string | null;
}
