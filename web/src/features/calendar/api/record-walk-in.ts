import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WalkInRequest } from '@inkforge/domain';
import { apiCall } from '@/lib/api-client';
import { clientKeys } from '@/lib/query-keys';
import { refreshAppointments } from './update-appointment';

/**
 * A walk-in in one step (POST /api/walk-ins): a client by name, a project in progress (a payment
 * can be recorded), an appointment starting now, and its flash design when one is chosen.
 */
export function useRecordWalkIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (walkIn: WalkInRequest) => apiCall('POST /api/walk-ins', { body: walkIn }),
    onSuccess: () =>
      Promise.all([
        refreshAppointments(queryClient),
        queryClient.invalidateQueries({ queryKey: clientKeys.simple }),
        queryClient.invalidateQueries({ queryKey: clientKeys.limits }),
        queryClient.invalidateQueries({ queryKey: ['walk-in-flash'] }),
      ]),
  });
}

/** The artist's flash a walk-in may take: not archived, a copy left. Loaded when the dialog opens. */
export function useWalkInFlash(enabled: boolean) {
  return useQuery({
    queryKey: ['walk-in-flash'],
    queryFn: async () =>
      (await apiCall('GET /api/flash')).filter((f) => !f.archived && f.remaining !== 0),
    enabled,
  });
}
