import { useMutation } from '@tanstack/react-query';
import type { ChatRequest, ChatResponse } from '@inkforge/domain';
import { api } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';

/** POST /api/app/chatbot; a non-OK answer raises 'Failed to get response'. */
export async function sendChatMessage(input: ChatRequest): Promise<string> {
  try {
    const { response } = await api.post<ChatResponse>('/api/app/chatbot', input);
    return response;
  } catch (error) {
    if (error instanceof ApiError) throw new Error('Failed to get response', { cause: error });
    throw error;
  }
}

export function useSendChatMessage() {
  return useMutation({ mutationFn: sendChatMessage });
}
