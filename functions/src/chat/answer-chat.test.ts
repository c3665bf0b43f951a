import type { User } from '@inkforge/domain';
import { describe, expect, it } from 'vitest';
import { ModelUnavailableError } from '../adapters/ai-model-unavailable';
import type { ChatModel, ChatModelReply } from '../adapters/chat-model';
import type { UsersService } from '../users/users.service';
import { answerChat, CUT_OFF_NOTE, CUT_OFF_REPLY } from './answer-chat';

const caller = { uid: 'u1', email: 'ink@example.com' } as Parameters<typeof answerChat>[1];
const users = {
  ensureCaller: () =>
    Promise.resolve({ firstName: 'Ink', planName: 'Pro', creditsRemaining: 12 } as User),
} as unknown as UsersService;

function logs() {
  const lines: { level: string; message: string; data?: Record<string, unknown> }[] = [];
  const at =
    (level: string) =>
    (message: string, data?: Record<string, unknown>): void => {
      lines.push({ level, message, ...(data ? { data } : {}) });
    };
  return { lines, logger: { info: at('info'), warn: at('warn'), error: at('error') } };
}

function modelAnswering(reply: ChatModelReply | Error): ChatModel {
  return {
    isFlagged: () => Promise.resolve(false),
    complete: () => (reply instanceof Error ? Promise.reject(reply) : Promise.resolve(reply)),
  };
}

const ask = (model: ChatModel, logger: ReturnType<typeof logs>['logger']) =>
  answerChat({ users, model, logger }, caller, {
    message: 'How do credits work?',
    conversationHistory: [],
  });

describe('Inky when the model runs out of room', () => {
  it('cut off twice with nothing said: says so, and logs it', async () => {
    const { lines, logger } = logs();
    const res = await ask(modelAnswering({ text: '', cutOff: 2 }), logger);
    expect(res.response).toBe(CUT_OFF_REPLY);
    expect(lines).toContainEqual({
      level: 'warn',
      message: 'chat.reply_cut',
      data: { attempts: 2, retried: true, answered: false },
    });
  });

  it('answered on the retry: the answer, and the first cut logged', async () => {
    const { lines, logger } = logs();
    const res = await ask(modelAnswering({ text: 'Credits pay for tools.', cutOff: 1 }), logger);
    expect(res.response).toBe('Credits pay for tools.');
    expect(lines.map((l) => l.message)).toEqual(['chat.reply_cut']);
  });

  it('cut mid-answer on the retry: what it wrote, marked as cut short', async () => {
    const { logger } = logs();
    const res = await ask(modelAnswering({ text: 'Credits pay for', cutOff: 2 }), logger);
    expect(res.response).toBe(`Credits pay for\n\n${CUT_OFF_NOTE}`);
  });

  it('an empty answer is logged before the knowledge base answers', async () => {
    const { lines, logger } = logs();
    const res = await ask(modelAnswering({ text: '', cutOff: 0 }), logger);
    expect(res.response).not.toBe('');
    expect(lines.map((l) => l.message)).toEqual(['chat.reply_empty']);
  });
});

describe('Inky when OpenAI refuses its model', () => {
  it('an unverified organisation: the admin alert names the cause and the page', async () => {
    const { lines, logger } = logs();
    const refused = new ModelUnavailableError(
      'gpt-5.4-mini',
      'organization_unverified',
      'Your organization must be verified to use the model `gpt-5.4-mini`.',
    );
    const res = await ask(modelAnswering(refused), logger);
    expect(res.response).not.toBe('');
    expect(lines).toContainEqual({
      level: 'error',
      message: 'ai.model_unavailable',
      data: expect.objectContaining({
        use: 'chat',
        model: 'gpt-5.4-mini',
        cause: 'organization_unverified',
        fix: expect.stringContaining('https://platform.openai.com/settings/organization/general'),
      }),
    });
  });
});
