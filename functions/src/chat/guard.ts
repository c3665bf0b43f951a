/**
 * Requests the assistant refuses before anything else runs, whichever model answers: its own
 * instructions, and anybody's data but the caller's (it is only ever given the caller's).
 */
const INSTRUCTION_PROBES = [
  /\b(system|initial|hidden|original|secret|developer)\s+(prompt|message|instructions?|rules)\b/i,
  /\byour\s+(prompt|instructions?|rules|guidelines|configuration|directives)\b/i,
  /\b(ignore|disregard|forget)\b.{0,40}\b(instructions?|rules|above|previous|prior)\b/i,
  /\b(repeat|print|reveal|show|output|dump)\b.{0,40}\b(above|prompt|instructions?|everything before)\b/i,
  /\bjailbreak|\bDAN mode\b|\bdeveloper mode\b/i,
];

const OTHER_USERS_PROBES = [
  /\b(another|other|different)\s+(user|customer|artist|account)s?\b/i,
  /\b(all|every|list)\s+(the\s+)?(users|customers|accounts|emails)\b/i,
  /\bsomeone\s+else'?s?\b/i,
  /\b(user|account)\s+(id|uid)\b/i,
];

export const INSTRUCTIONS_REFUSAL =
  "I can't share my instructions, but I'm happy to help with plans, prices, credits and the design tools.";

export const OTHER_USERS_REFUSAL =
  'I can only help with your own account, and I have no access to anyone else’s data. Ask me about ' +
  'plans, credits or the tools.';

export function refusalFor(message: string): string | undefined {
  if (INSTRUCTION_PROBES.some((probe) => probe.test(message))) return INSTRUCTIONS_REFUSAL;
  if (OTHER_USERS_PROBES.some((probe) => probe.test(message))) return OTHER_USERS_REFUSAL;
  return undefined;
}
