import type { QuestionAnswer } from './client-questions';

/**
 * The brief after the client answered (issue 46): the questions answered leave its list of
 * open questions and are kept, with the client's words, under `answered`. The brief's other
 * fields are the artist's and stay as they are. Read loosely: the brief's shape belongs to the
 * brief's owner, and a request without a brief has nothing to update.
 */
export function applyClientAnswers<B extends { questions?: unknown }>(
  brief: B | null | undefined,
  answers: readonly QuestionAnswer[],
): (B & { questions: string[]; answered: QuestionAnswer[] }) | null {
  if (!brief || typeof brief !== 'object') return null;
  const given = answers.filter((a) => a.answer.trim().length > 0);
  const done = new Set(given.map((a) => a.question.trim().toLowerCase()));
  const open = Array.isArray(brief.questions)
    ? brief.questions.filter((q): q is string => typeof q === 'string')
    : [];
  const before = (brief as { answered?: unknown }).answered;
  const earlier = Array.isArray(before) ? (before as QuestionAnswer[]) : [];
  return {
    ...brief,
    questions: open.filter((q) => !done.has(q.trim().toLowerCase())),
    answered: [...earlier, ...given],
  };
}
