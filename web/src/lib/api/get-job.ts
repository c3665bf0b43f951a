import type { JobResponse } from '@inkforge/domain';
import { apiCall } from '@/lib/api-client';

/** GET /api/ai/jobs/{jobId}: a design's job or an AI edit's, as its screen polls it. */
export function getJob(jobId: string): Promise<JobResponse> {
  return apiCall('GET /api/ai/jobs/:jobId', { params: { jobId } });
}
