import { z } from 'zod';
import { refusal } from '../refusal';

/** One text in or out of a client's thread, as the artist reads it. */
export interface ApiTextMessage {
  id: string;
  direction: 'in' | 'out';
  kind: string;
  body: string;
  status: string;
  /** Why a text did not go (opted out, no consent, texts off), in words; null otherwise. */
  reason: string | null;
  appointmentId: string | null;
  segments: number;
  /** ISO: when it was received, or created for an outbound text. */
  createdAt: string;
  sentAt: string | null;
  /** Inbound only: whether the artist has read it. */
  read?: boolean;
  /** Inbound C/YES/R to a reminder: what it did, for the thread to say. */
  action?: 'confirmed' | 'move_requested' | null;
}

export interface ApiTextThread {
  clientId: string;
  phone: string | null;
  optedOut: boolean;
  consent: boolean;
  messages: ApiTextMessage[];
}

/** POST /api/clients/{id}/messages: the artist's reply (the 3-segment limit is the server's). */
export const sendThreadMessageRequestSchema = z.object({
  body: z.string(refusal('TEXT_BODY_EMPTY')).trim().min(1, refusal('TEXT_BODY_EMPTY')),
});
export type SendThreadMessageRequest = z.input<typeof sendThreadMessageRequestSchema>;
