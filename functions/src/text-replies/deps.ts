import type { TextKind } from '@inkforge/domain';
import type { Logger } from '../logger';
import type { InboundRepository } from './inbound.repository';
import type { StoredText } from './stored-text';
import type { ThreadRepository } from './thread.repository';

/** A text to send now: an auto answer to STOP/START/HELP, or the artist's reply. */
interface TextToSend {
  /** The record's id: keyed by what it answers, so a retry sends it once. */
  id: string;
  clientId: string | null;
  to: string;
  body: string;
  kind: Extract<TextKind, 'auto' | 'reply'>;
  appointmentId: string | null;
}

/**
 * Sends through the texts area (its queueText then deliverText), which owns the outbox, the
 * allowance, the opt-out check and the provider; answers the record as it stands after.
 */
export type SendTextNow = (uid: string, text: TextToSend) => Promise<StoredText>;

export interface TextRepliesDeps {
  inbound: InboundRepository;
  thread: ThreadRepository;
  sendNow: SendTextNow;
  clock: () => Date;
  logger: Logger;
}
