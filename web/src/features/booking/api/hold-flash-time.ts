import { useMutation } from '@tanstack/react-query';
import type { HoldRequest } from '@inkforge/domain';
import { apiCall } from '@/lib/api-client';

/** POST …/holds: holds the time (HOLD_MINUTES) and opens the deposit’s checkout, ending with it. */
export const holdFlashTime = (username: string, body: HoldRequest) =>
  apiCall('POST /api/public/booking/:username/holds', { params: { username }, body });

export function useHoldFlashTime(username: string) {
  return useMutation({ mutationFn: (body: HoldRequest) => holdFlashTime(username, body) });
}
