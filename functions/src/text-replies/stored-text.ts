import type { TextEncoding, TextKind, TextStatus } from '@inkforge/domain';

/** What an inbound text did beyond being read: the thread and the bell say it. */
export type InboundAction =
  'confirmed' | 'move_requested' | 'opted_out' | 'opted_in' | 'help' | null;

/**
 * users/{uid}/texts/{textId}: one text in or out (the shared model of issue 44), as read back
 * (timestamps turned into Dates). Inbound ones are `in-{MessageSid}`.
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
  dueAt?: Date;
  createdAt: Date;
  sentAt: Date | null;
  read?: boolean;
  action?: InboundAction;
}
