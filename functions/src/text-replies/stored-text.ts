import type { TextEncoding, TextKind, TextStatus } from '@inkforge/domain';

/** What an inbound text did beyond being read: the thread and the bell say it. */
export type InboundAction =
  'confirmed' | 'move_requested' | 'opted_out' | 'opted_in' | 'help' | null;

/**
 * users/{uid}/texts/{textId} as the thread reads it (the shared record of issue 44, written by
 * the texts area for outbound ones), and on inbound ones (`in-{MessageSid}`) whether the artist
 * read it and what it did.
 */
export interface StoredText {
  id: string;
  clientId: string | null;
  direction: 'in' | 'out';
  kind: TextKind;
  to: string;
  from: string;
  body: string;
  segments: number;
  encoding: TextEncoding;
  status: TextStatus;
  reason: string | null;
  sid: string | null;
  appointmentId: string | null;
  createdAt: Date;
  sentAt: Date | null;
  read?: boolean;
  action?: InboundAction;
}
