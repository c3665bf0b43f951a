import type { TextRecord } from '../texts';

/** What an inbound text did beyond being read: the thread and the bell say it. */
export type InboundAction =
  'confirmed' | 'move_requested' | 'opted_out' | 'opted_in' | 'help' | null;

/**
 * users/{uid}/texts/{textId} as the thread reads it: the texts area's record (issue 44), and on
 * inbound ones (`in-{MessageSid}`) whether the artist read it and what it did.
 */
export type StoredText = Pick<
  TextRecord,
  | 'id'
  | 'clientId'
  | 'direction'
  | 'kind'
  | 'to'
  | 'from'
  | 'body'
  | 'segments'
  | 'encoding'
  | 'status'
  | 'reason'
  | 'sid'
  | 'appointmentId'
  | 'createdAt'
  | 'sentAt'
> & {
  read?: boolean;
  action?: InboundAction;
};
