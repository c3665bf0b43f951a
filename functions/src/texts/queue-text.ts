import type { TextDeps } from './deps';
import type { NewText } from './text-record';

/**
 * Queues texts (create-if-absent: an id already there is left as it is) to go at their due
 * time; the scheduler, or `deliverText` at once, sends them. An artist's reply queues one with
 * its words; planned ones are written from their template when they go.
 */
export function queueText(
  deps: Pick<TextDeps, 'repo'>,
  uid: string,
  texts: NewText | readonly NewText[],
  now: Date,
  supersede?: { appointmentId: string; keepStart: Date | null },
): Promise<string[]> {
  return deps.repo.queue(uid, Array.isArray(texts) ? texts : [texts as NewText], now, supersede);
}
