import { useInfiniteQuery } from '@tanstack/react-query';
import type { JobListResponse } from '@inkforge/domain';
import { apiCall } from '@/lib/api-client';
import { apiKey } from '@/lib/query-keys';

export const JOBS_QUERY_KEY = apiKey('GET /api/ai/jobs');

/** GET /api/ai/jobs: one page of the artist's generations, newest first. */
export function listJobs(before: string | null): Promise<JobListResponse> {
  return apiCall('GET /api/ai/jobs', { query: { before } });
}

export function useJobHistory() {
  return useInfiniteQuery({
    queryKey: JOBS_QUERY_KEY,
    queryFn: ({ pageParam }) => listJobs(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextBefore,
  });
}
