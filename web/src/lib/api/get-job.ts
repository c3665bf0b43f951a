import type { GenerationJob } from '@inkforge/domain';
import { api } from '@/lib/api-client';

export function getJob(jobId: string): Promise<GenerationJob> {
  return api.get<GenerationJob>(`/api/ai/jobs/${encodeURIComponent(jobId)}`);
}
