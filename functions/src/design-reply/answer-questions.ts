import type { QuestionsLinkView } from '@inkforge/domain';
import { AppError } from '../app-error';
import { linkTokenHash } from '../http/private-link-token';
import type { DesignReplyDeps } from './deps';
import { questionsView } from './open-questions';

/**
 * POST /api/questions/{token}, public: the client's answers land on the request's round and
 * the brief's answered questions leave its open list, once (a second send is 409).
 */
export async function answerQuestions(
  deps: DesignReplyDeps,
  token: string,
  answers: string[],
): Promise<QuestionsLinkView> {
  const hash = linkTokenHash(token);
  const open = hash ? await deps.questions.open(hash) : null;
  if (!hash || !open) throw new AppError('QUESTIONS_LINK_INVALID');
  const paired = open.round.questions.map((question, i) => ({
    question,
    answer: (answers[i] ?? '').trim(),
  }));
  const result = await deps.questions.answer(hash, paired, deps.clock());
  if (result === 'invalid') throw new AppError('QUESTIONS_LINK_INVALID');
  if (result === 'answered') throw new AppError('QUESTIONS_ALREADY_ANSWERED');
  deps.logger.info('design_reply.questions_answered', { uid: result.uid });
  return questionsView(result);
}
