import { z } from 'zod';
import { CHAT_HISTORY_MAX_TURNS, CHAT_MESSAGE_MAX_LENGTH } from './assistant';
import { refusal } from '../refusal';

export const chatTurnSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string().max(8000),
});
export type ChatTurn = z.infer<typeof chatTurnSchema>;

/** POST /api/app/chatbot: the reply is in `response`. */
export const chatRequestSchema = z.object({
  message: z
    .string(refusal('CHAT_MESSAGE_REQUIRED'))
    .trim()
    .min(1, refusal('CHAT_MESSAGE_REQUIRED'))
    .max(CHAT_MESSAGE_MAX_LENGTH, refusal('CHAT_MESSAGE_TOO_LONG')),
  conversationHistory: z
    .array(chatTurnSchema)
    .optional()
    .default([])
    .transform((turns) => turns.slice(-CHAT_HISTORY_MAX_TURNS)),
});
export type ChatRequest = z.input<typeof chatRequestSchema>;

export interface ChatResponse {
  response: string;
}
