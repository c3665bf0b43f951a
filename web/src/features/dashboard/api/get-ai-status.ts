import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AiStatus } from '@inkforge/domain';
import { api } from '@/lib/api-client';

export const aiStatusQueryKey = ['/api/admin/ai-status'] as const;

/** Admins only: each configured OpenAI model and whether it is still served. */
export function getAiStatus(): Promise<AiStatus> {
  return api.get<AiStatus>('/api/admin/ai-status');
}

export function getAiStatusQueryOptions() {
  return queryOptions({ queryKey: aiStatusQueryKey, queryFn: getAiStatus });
}

export function useAiStatus(enabled: boolean) {
  return useQuery({ ...getAiStatusQueryOptions(), enabled });
}
