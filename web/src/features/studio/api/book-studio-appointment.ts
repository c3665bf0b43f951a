import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiBodyOf } from '@inkforge/domain';
import { apiCall } from '@/lib/api-client';
import { studioCalendarKey } from './get-studio-calendar';

type StudioBookingBody = ApiBodyOf<'POST /api/studios/:id/appointments'>;

/** POST /api/studios/{id}/appointments: the desk (or owner) books for any artist. */
export const bookStudioAppointment = ({
  studioId,
  body,
}: {
  studioId: string;
  body: StudioBookingBody;
}) => apiCall('POST /api/studios/:id/appointments', { params: { id: studioId }, body });

export function useBookStudioAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookStudioAppointment,
    onSuccess: (_, { studioId }) =>
      queryClient.invalidateQueries({ queryKey: studioCalendarKey(studioId) }),
  });
}
