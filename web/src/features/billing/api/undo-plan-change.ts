import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

/** POST /api/update-subscription/undo: drops a scheduled downgrade or switch to monthly. */
export function undoPlanChange() {
  return apiCall('POST /api/update-subscription/undo');
}

export function useUndoPlanChange() {
  return useMutation({ mutationFn: undoPlanChange });
}
