import { bookingRequestLink, type QuestionAnswer } from '@inkforge/domain';
import type { NewNotification } from '../notifications';

/** The bell's body stays a line or two: the answers themselves are on the request. */
const BODY_MAX = 160;

/** One round's answers: its id names the bell, so a round rings once however often it is written. */
export const questionsAnsweredId = (roundId: string) => `questions-answered-${roundId}`;

/** The artist's bell when the client answered a round of questions (issue 46), in plain words. */
export function questionsAnsweredNotice(
  requestId: string,
  clientName: string,
  answers: QuestionAnswer[],
): NewNotification {
  const given = answers.filter((a) => a.answer);
  const first = given[0];
  const lines = [
    `${given.length} of ${answers.length} answered.`,
    ...(first ? [`${first.question} ${first.answer}`] : []),
  ].join(' ');
  return {
    kind: 'questions_answered',
    title: `${clientName.trim() || 'Your client'} answered your questions`,
    body: lines.length > BODY_MAX ? `${lines.slice(0, BODY_MAX - 1).trimEnd()}…` : lines,
    link: bookingRequestLink(requestId),
  };
}
