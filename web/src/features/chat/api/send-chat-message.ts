import { useMutation } from '@tanstack/react-query';
import type { ChatRequest } from '@inkforge/domain';
import { apiCall } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';

/** POST /api/app/chatbot; a non-OK answer raises 'Failed to get response'. */
export async function sendChatMessage(input: ChatRequest): Promise<string> {
  try {
    const { response } = await apiCall('POST /api/app/chatbot', { body: input });
    return response;
  } catch (error) {
    if (error instanceof ApiError) throw new Error('Failed to get response', { cause: error });
    throw error;
  }
}

export function useSendChatMessage() {
  return useMutation({ mutationFn: sendChatMessage });
}
