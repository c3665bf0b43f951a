import type { Brief, BriefAnswer } from './brief';

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The client answered some of the brief's questions (s46-reply's round): each answered
 * question leaves `questions` and is kept, with its answer, in `answered` (a later answer to the
 * same question replaces the earlier one). Blank answers answer nothing. Pure: returns a new
 * brief and leaves the one given alone.
 */
export function applyAnswersToBrief(brief: Brief, answers: readonly BriefAnswer[]): Brief {
  const given = answers
    .map((a) => ({ question: a.question.trim(), answer: a.answer.trim() }))
    .filter((a) => a.question !== '' && a.answer !== '');
  const answered = [
    ...brief.answered.filter((old) => !given.some((a) => same(a.question, old.question))),
    ...given,
  ];
  return {
    ...brief,
    questions: brief.questions.filter((q) => !given.some((a) => same(a.question, q))),
    answered,
  };
}
