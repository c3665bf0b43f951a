import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { apiKey } from '@/lib/query-keys';

/** As many designs as a page of the credit history holds. */
const DESIGNS = 25;

/**
 * GET /api/ai/jobs: the newest designs' prompts by job id, which is also the key of the spend
 * that paid for each, so the credit history can say "Design 'koi in waves'". Keyed on the
 * balance like the history: a new spend reloads both.
 */
export function useDesignPrompts(balance: number) {
  return useQuery({
    queryKey: apiKey('GET /api/ai/jobs', { limit: DESIGNS }, balance),
    queryFn: async () => {
      const { jobs } = await apiCall('GET /api/ai/jobs', { query: { limit: DESIGNS } });
      return new Map(jobs.map((job) => [job.jobId, job.prompt]));
    },
  });
}
