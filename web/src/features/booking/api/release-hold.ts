import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

/** DELETE …/holds/{token}: the client lets the held time go before paying. */
export const releaseHold = (username: string, token: string) =>
  apiCall('DELETE /api/public/booking/:username/holds/:token', { params: { username, token } });

export function useReleaseHold(username: string) {
  return useMutation({ mutationFn: (token: string) => releaseHold(username, token) });
}
