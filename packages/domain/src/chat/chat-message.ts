import { z } from 'zod';
import { CHAT_ERRORS } from './errors';

/** The assistant's persona: the panel title is `${ASSISTANT_NAME} - Support Assistant`. */
export const ASSISTANT_NAME = 'Inky';

export const CHAT_MESSAGE_MAX_LENGTH = 2000;
/** Only the most recent turns go back to the server: enough context, bounded cost. */
export const CHAT_HISTORY_MAX_TURNS = 20;

export const chatTurnSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string().max(8000),
});
export type ChatTurn = z.infer<typeof chatTurnSchema>;

/** POST /api/app/chatbot (spec accounts §7): the reply is in `response`. */
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

/** Spec accounts §4: the first message, addressed to the user's first name or 'there'. */
export function chatGreeting(firstName: string | null | undefined): string {
  const name = firstName?.trim() || 'there';
  return `Hi ${name}! I'm ${ASSISTANT_NAME}, the InkForge assistant. Ask me anything about plans, credits or the design tools.`;
}
