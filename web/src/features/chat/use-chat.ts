import { useCallback, useState } from 'react';
import { CHAT_ERRORS, chatGreeting } from '@inkforge/domain';
import { useSendChatMessage } from './api/send-chat-message';

export interface ChatMessage {
  role: 'user' | 'assistant';
  content: string;
  timestamp: number;
}

const CHAT_ERROR_TEXT = CHAT_ERRORS.CHAT_UNAVAILABLE.message;

/** The chat's state machine: greeting, send rules, error, clear. */
export function useChat(firstName: string | null | undefined) {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [error, setError] = useState<string | null>(null);
  const send = useSendChatMessage();

  const greet = useCallback(() => {
    setMessages((current) =>
      current.length
        ? current
        : [{ role: 'assistant', content: chatGreeting(firstName), timestamp: Date.now() }],
    );
  }, [firstName]);

  /** Returns false when nothing was sent (blank input, or a reply still pending). */
  const submit = (text: string): boolean => {
    const message = text.trim();
    if (!message || send.isPending) return false;
    // The history holds only role and content.
    const conversationHistory = messages.map(({ role, content }) => ({ role, content }));
    setMessages((current) => [
      ...current,
      { role: 'user', content: message, timestamp: Date.now() },
    ]);
    setError(null);
    send.mutate(
      { message, conversationHistory },
      {
        onSuccess: (reply) =>
          setMessages((current) => [
            ...current,
            { role: 'assistant', content: reply, timestamp: Date.now() },
          ]),
        onError: (failure) => {
          console.error('Support chat failed', failure);
          setError(CHAT_ERROR_TEXT);
        },
      },
    );
    return true;
  };

  const clear = () => {
    setMessages([]);
    setError(null);
  };

  return { messages, error, loading: send.isPending, greet, submit, clear };
}
