import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import {
  appointmentParams,
  getStudioAppointment,
  type AppointmentRef,
} from './get-studio-appointment';
import { studioCalendarKey } from './get-studio-calendar';

interface MoveInput extends AppointmentRef {
  /** 'YYYY-MM-DDTHH:mm' read in `timezone`. */
  appointmentDate: string;
  timezone: string;
  duration: number;
  allowOverlap?: boolean;
}

/**
 * PUT …/appointments/{id} takes the whole appointment: the move reads it first and sends it
 * back with the new time, so nothing else of it changes.
 */
export async function moveStudioAppointment(input: MoveInput) {
  const current = await getStudioAppointment(input);
  return apiCall('PUT /api/studios/:id/artists/:artistUid/appointments/:appointmentId', {
    params: appointmentParams(input),
    body: {
      title: current.title,
      description: current.description,
      appointmentDate: input.appointmentDate,
      timezone: input.timezone,
      duration: input.duration,
      type: current.type,
      status: current.status,
      price: current.price,
      deposit: current.deposit,
      notes: current.notes,
      allowOverlap: input.allowOverlap ?? false,
    },
  });
}

export function useMoveStudioAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveStudioAppointment,
    onSuccess: (_, { studioId }) =>
      queryClient.invalidateQueries({ queryKey: studioCalendarKey(studioId) }),
  });
}
