import type { ChatResponse, ChatTurn } from '@inkforge/domain';
import type { AuthContext } from '../http/auth-context';
import type { Logger } from '../logger';
import type { UsersService } from '../users/users.service';
import { callerContextOf } from './caller-context';
import { modelUnavailableDetails, ModelUnavailableError } from '../adapters/ai-model-unavailable';
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

const MODERATED_REPLY = "I can't help with that. Ask me about plans, credits or the design tools.";

/** The model ran out of room twice and said nothing: the user learns why, not a stock answer. */
export const CUT_OFF_REPLY =
  'My answer grew too long and was cut off before I could give it. Please ask again about one thing at a time.';

/** Follows a reply the model was still writing when its room ran out. */
export const CUT_OFF_NOTE =
  '(My answer was cut short. Ask me to go on, or about one part at a time.)';

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
    const { text, cutOff } = await deps.model.complete(
      [
        { role: 'system', content: systemPrompt(context) },
        ...input.conversationHistory,
        { role: 'user', content: input.message },
      ],
      caller.uid,
    );
    if (cutOff > 0) {
      // Reasoning and answer share one token cap: a cut means the cap is too tight for the model.
      deps.logger.warn('chat.reply_cut', { attempts: cutOff, retried: true, answered: !!text });
    }
    if (cutOff === 2 && !text) return { response: CUT_OFF_REPLY };
    if (!text) {
      deps.logger.warn('chat.reply_empty', { answeredFrom: 'knowledge base' });
      return { response: answerOffline(input.message, context) };
    }
    if (leaksInstructions(text)) return { response: INSTRUCTIONS_REFUSAL };
    return { response: cutOff === 2 ? `${text}\n\n${CUT_OFF_NOTE}` : text };
  } catch (err) {
    // The knowledge base answers well enough that a provider outage need not reach the user;
    // a model OpenAI refuses is logged as an error with its cause, so an admin acts on it.
    const error = err instanceof Error ? err.message : String(err);
    if (err instanceof ModelUnavailableError) {
      deps.logger.error('ai.model_unavailable', {
        use: 'chat',
        model: err.model,
        ...modelUnavailableDetails(err.reason),
        error,
      });
    } else {
      deps.logger.warn('chat.model_failed', { error });
    }
    return { response: answerOffline(input.message, context) };
  }
}
