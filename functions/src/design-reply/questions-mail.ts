import { QUESTION_LINK_DAYS } from '@inkforge/domain';
import type { LinkMail } from '../reminders';

/** The words of the questions mail: each question on its own row, one button to the reply page. */
export function questionsMail(input: {
  to: string;
  questions: string[];
  path: string;
  roundId: string;
}): LinkMail {
  const count = input.questions.length;
  return {
    to: input.to,
    messageId: `questions-${input.roundId}`,
    subject: ({ studio }) => `A few questions about your tattoo from ${studio}`,
    lead: ({ artistName }) =>
      `${artistName} read your request and has ${count === 1 ? 'a question' : `${count} questions`} before drawing your design.`,
    rows: () => input.questions.map((question, i) => [`Question ${i + 1}`, question]),
    action: { label: 'Answer the questions', path: input.path },
    closing: `The link is only for you and works for ${QUESTION_LINK_DAYS} days. You can also reply to this e-mail.`,
    event: 'questions',
  };
}
