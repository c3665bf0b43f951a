/**
 * What a client's text asks for. The carrier opt-out words are matched on the whole message
 * (trimmed, any case), as carriers and Twilio match them; CANCEL is only ever an opt-out,
 * never "cancel my appointment" (issue 44). C/YES and R are our own reply words to a reminder.
 */
export type ReplyIntent = 'stop' | 'start' | 'help' | 'confirm' | 'move' | 'message';

const STOP_WORDS = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT']);
const START_WORDS = new Set(['START', 'UNSTOP']);

export function replyIntentOf(body: string): { intent: ReplyIntent; word: string } {
  // A trailing full stop or exclamation mark ("Yes!", "C.") is still the word.
  const word = body
    .trim()
    .replace(/[.!]+$/, '')
    .toUpperCase();
  if (STOP_WORDS.has(word)) return { intent: 'stop', word };
  if (START_WORDS.has(word)) return { intent: 'start', word };
  if (word === 'HELP') return { intent: 'help', word };
  if (word === 'C' || word === 'YES') return { intent: 'confirm', word };
  if (word === 'R') return { intent: 'move', word };
  return { intent: 'message', word };
}
