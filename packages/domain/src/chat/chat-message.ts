import { z } from 'zod';
import { CHAT_HISTORY_MAX_TURNS, CHAT_MESSAGE_MAX_LENGTH } from './assistant';
import { CHAT_ERRORS } from './errors';

export const chatTurnSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string().max(8000),
});
export type ChatTurn = z.infer<typeof chatTurnSchema>;

/** POST /api/app/chatbot: the reply is in `response`. */
export const chatRequestSchema = z.object({
  message: z
    .string({ error: CHAT_ERRORS.CHAT_MESSAGE_REQUIRED.message })
    .trim()
    .min(1, CHAT_ERRORS.CHAT_MESSAGE_REQUIRED.message)
    .max(CHAT_MESSAGE_MAX_LENGTH, CHAT_ERRORS.CHAT_MESSAGE_TOO_LONG.message),
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
