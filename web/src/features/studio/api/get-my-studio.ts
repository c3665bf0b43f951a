import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiMyStudio } from '@inkforge/domain';
import { apiCall } from '@/lib/api-client';
import { apiErrorCode } from '@/lib/api-error';
import { apiKey } from '@/lib/query-keys';

/** Every change to the studio (members, invitations, roles) refreshes this. */
export const myStudioKey = apiKey('GET /api/studios/mine');

/** GET /api/studios/mine: the studio and my role in it, or null when I belong to none. */
export async function getMyStudio(): Promise<ApiMyStudio | null> {
  try {
    return await apiCall('GET /api/studios/mine');
  } catch (error) {
    if (apiErrorCode(error) === 'STUDIO_NOT_FOUND') return null;
    throw error;
  }
}

export const getMyStudioQueryOptions = () =>
  queryOptions({ queryKey: myStudioKey, queryFn: getMyStudio });

export function useMyStudio() {
  return useQuery(getMyStudioQueryOptions());
}
