import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AiStatus } from '@inkforge/domain';
import { apiCall } from '@/lib/api-client';
import { apiKey } from '@/lib/query-keys';

export const aiStatusQueryKey = apiKey('GET /api/admin/ai-status');

/** Admins only: each configured OpenAI model and whether it is still served. */
export function getAiStatus(): Promise<AiStatus> {
  return apiCall('GET /api/admin/ai-status');
}

export function getAiStatusQueryOptions() {
  return queryOptions({ queryKey: aiStatusQueryKey, queryFn: getAiStatus });
}

export function useAiStatus(enabled: boolean) {
  return useQuery({ ...getAiStatusQueryOptions(), enabled });
}
