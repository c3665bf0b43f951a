import { randomUUID } from 'node:crypto';
import {
  QUESTION_LINK_DAYS,
  QUESTION_ROUNDS_MAX,
  type QuestionRound,
  type SendQuestions,
  type SentQuestions,
} from '@inkforge/domain';
import { AppError } from '../app-error';
import { linkTokenHash, newLinkToken } from '../http/private-link-token';
import type { DesignReplyDeps } from './deps';
import { questionsMail } from './questions-mail';

/** The brief's open questions, read loosely (the brief is s46-brief's). */
const briefQuestions = (brief: { questions?: unknown } | null): string[] =>
  Array.isArray(brief?.questions)
    ? brief.questions.filter((q): q is string => typeof q === 'string' && q.trim().length > 0)
    : [];

/**
 * POST /api/booking-requests/{id}/questions (issue 46): the questions (the brief's when none
 * are given) become a round on the request and go to the client by mail with a private link to
 * the reply page, open QUESTION_LINK_DAYS days. Only the link's hash is stored.
 */
export async function sendQuestions(
  deps: DesignReplyDeps,
  uid: string,
  id: string,
  input: { questions?: SendQuestions['questions'] },
): Promise<SentQuestions> {
  const request = await deps.questions.request(uid, id);
  if (!request) throw new AppError('BOOKING_REQUEST_NOT_FOUND');
  if (request.status === 'declined') throw new AppError('BOOKING_REQUEST_ANSWERED');
  const given = (input.questions ?? []).map((q) => q.trim()).filter(Boolean);
  const questions = given.length ? given : briefQuestions(request.brief);
  if (!questions.length) throw new AppError('QUESTIONS_NONE');
  // A full request spends no mail budget (addRound checks again in its transaction).
  if (request.questionRounds.length >= QUESTION_ROUNDS_MAX)
    throw new AppError('QUESTION_ROUNDS_FULL');
  // Refused before a round or a link is made: a bounced address, or its mail budget spent.
  if (request.email) {
    if (await deps.mailGate.suppressed(uid, request.email))
      throw new AppError('QUESTIONS_EMAIL_SUPPRESSED');
    await deps.mailGate.spend(uid, request.email);
  }
  const now = deps.clock();
  const token = newLinkToken();
  const hash = linkTokenHash(token) ?? '';
  const expiresAt = new Date(now.getTime() + QUESTION_LINK_DAYS * 86_400_000);
  const round: QuestionRound = {
    id: randomUUID(),
    questions,
    sentAt: now.toISOString(),
    answers: null,
    answeredAt: null,
  };
  const added = await deps.questions.addRound(uid, id, round, { hash, expiresAt }, now);
  if (added === 'missing') throw new AppError('BOOKING_REQUEST_NOT_FOUND');
  if (added === 'full') throw new AppError('QUESTION_ROUNDS_FULL');
  const emailed = await deps.mail(
    uid,
    questionsMail({ to: request.email, questions, path: `/questions/${token}`, roundId: round.id }),
  );
  deps.logger.info('design_reply.questions_sent', { uid, requestId: id, emailed });
  return { round, emailed };
}
