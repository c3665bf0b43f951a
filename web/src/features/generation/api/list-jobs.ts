import { useInfiniteQuery } from '@tanstack/react-query';
import type { JobListResponse } from '@inkforge/domain';
import { api } from '@/lib/api-client';

export const JOBS_QUERY_KEY = ['/api/ai/jobs'] as const;

/** GET /api/ai/jobs: one page of the artist's generations, newest first. */
export function listJobs(before: string | null): Promise<JobListResponse> {
  const query = before ? `?before=${encodeURIComponent(before)}` : '';
  return api.get<JobListResponse>(`/api/ai/jobs${query}`);
}

export function useJobHistory() {
  return useInfiniteQuery({
    queryKey: JOBS_QUERY_KEY,
    queryFn: ({ pageParam }) => listJobs(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextBefore,
  });
}
