import type { QuestionsLinkView } from '@inkforge/domain';
import { AppError } from '../app-error';
import { artistNameOf } from '../clients';
import { linkTokenHash } from '../http/private-link-token';
import type { OpenQuestions } from './questions.repository';
import type { DesignReplyDeps } from './deps';

/** The reply page's view of a round. */
export const questionsView = (open: OpenQuestions): QuestionsLinkView => ({
  state: open.round.answers ? 'answered' : 'open',
  artistName: artistNameOf(open.user),
  questions: open.round.questions,
  expiresAt: open.expiresAt.toISOString(),
  answers: open.round.answers,
  answeredAt: open.round.answeredAt,
});

/**
 * GET /api/questions/{token}, public: the questions while the link is open, and what was sent
 * once answered. A token never issued, or expired unanswered, is one 404.
 */
export async function openQuestions(
  deps: DesignReplyDeps,
  token: string,
): Promise<QuestionsLinkView> {
  const hash = linkTokenHash(token);
  const open = hash ? await deps.questions.open(hash) : null;
  if (!open || (!open.round.answers && open.expiresAt <= deps.clock()))
    throw new AppError('QUESTIONS_LINK_INVALID');
  return questionsView(open);
}
