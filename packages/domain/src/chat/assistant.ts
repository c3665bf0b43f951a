// The chat's constants and greeting, with no schema: the signed-in shell imports them without
// loading zod.

/** The assistant's persona: the panel title is `${ASSISTANT_NAME} - Support Assistant`. */
export const ASSISTANT_NAME = 'Inky';

export const CHAT_MESSAGE_MAX_LENGTH = 2000;
/** Only the most recent turns go back to the server: enough context, bounded cost. */
export const CHAT_HISTORY_MAX_TURNS = 20;

/** The first message, addressed to the user's first name or 'there'. */
export function chatGreeting(firstName: string | null | undefined): string {
  const name = firstName?.trim() || 'there';
  return `Hi ${name}! I'm ${ASSISTANT_NAME}, the InkForge assistant. Ask me anything about plans, credits or the design tools.`;
}
