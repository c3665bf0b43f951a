import type { ChatResponse, ChatTurn } from '@inkforge/domain';
import type { AuthContext } from '../http/auth-context';
import type { Logger } from '../logger';
import type { UsersService } from '../users/users.service';
import { callerContextOf } from './caller-context';
import type { ChatModel } from '../adapters/chat-model';
import { INSTRUCTIONS_REFUSAL, refusalFor } from './guard';
import { answerOffline } from './offline-answerer';
import { leaksInstructions, systemPrompt } from './system-prompt';

export interface ChatDeps {
  users: UsersService;
  /** Null: answer offline from the knowledge base. */
  model: ChatModel | null;
  logger: Logger;
}

export const MODERATED_REPLY =
  "I can't help with that. Ask me about plans, credits or the design tools.";

/**
 * POST /api/app/chatbot. Read-only by construction: the answerers get the question, the
 * history and the caller's own name, plan and balance, and no handle that can change anything.
 */
export async function answerChat(
  deps: ChatDeps,
  caller: AuthContext,
  input: { message: string; conversationHistory: ChatTurn[] },
): Promise<ChatResponse> {
  const refusal = refusalFor(input.message);
  if (refusal) return { response: refusal };
  const context = callerContextOf(await deps.users.ensureCaller(caller));
  if (!deps.model) return { response: answerOffline(input.message, context) };

  try {
    if (await deps.model.isFlagged(input.message)) return { response: MODERATED_REPLY };
    const reply = await deps.model.complete([
      { role: 'system', content: systemPrompt(context) },
      ...input.conversationHistory,
      { role: 'user', content: input.message },
    ]);
    if (!reply) return { response: answerOffline(input.message, context) };
    return { response: leaksInstructions(reply) ? INSTRUCTIONS_REFUSAL : reply };
  } catch (err) {
    // The knowledge base answers well enough that a provider outage need not reach the user;
    // a model OpenAI no longer serves is logged as an error, so an admin switches it.
    const error = err instanceof Error ? err.message : String(err);
    if ((err as { code?: unknown }).code === 'model_not_found') {
      deps.logger.error('ai.model_unavailable', { use: 'chat', error });
    } else {
      deps.logger.warn('chat.model_failed', { error });
    }
    return { response: answerOffline(input.message, context) };
  }
}
