import type { CallerContext } from './caller-context';
import { rank } from './retrieval';

const MIN_SCORE = 2;

export const FALLBACK_ANSWER =
  "I'm not sure about that one. I can answer questions about plans and prices, credits and what each " +
  'action costs, and how the AI Generator, Stencils, Photo Editor, Modify Design, Body Preview, ' +
  'Gallery and Clients work.';

const OWN_BALANCE =
  /\b(my|i have|do i have|left|remaining)\b.*\bcredits?\b|\bcredits?\b.*\b(do i have|left|remaining)\b/i;
const OWN_PLAN = /\b(my|am i on|i'?m on)\b.*\b(plan|subscription)\b/i;

function ownAccountAnswer(question: string, caller: CallerContext): string | undefined {
  const plan = caller.planName === 'free' ? 'the Free plan' : `the ${caller.planName} plan`;
  if (OWN_BALANCE.test(question)) {
    return `You have ${caller.creditsRemaining} credits remaining, on ${plan}.`;
  }
  if (OWN_PLAN.test(question) && !/\b(change|upgrade|downgrade|cancel)\b/i.test(question)) {
    return `You are on ${plan}, with ${caller.creditsRemaining} credits remaining.`;
  }
  return undefined;
}

/**
 * Answers with no model: the caller's own balance or plan when asked, otherwise the best
 * knowledge-base entry (retrieval), otherwise an honest fallback. Greetings get a greeting.
 */
export function answerOffline(question: string, caller: CallerContext): string {
  const own = ownAccountAnswer(question, caller);
  if (own) return own;
  const [best] = rank(question);
  if (best && best.score >= MIN_SCORE) return best.entry.text;
  if (/^\s*(hi|hello|hey|ciao|good (morning|afternoon|evening))\b/i.test(question)) {
    return `Hi ${caller.firstName || 'there'}! What would you like to know about InkForge?`;
  }
  return FALLBACK_ANSWER;
}
