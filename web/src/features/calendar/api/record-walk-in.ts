import { useMutation, useQueryClient } from '@tanstack/react-query';
import { wallClockAt, type ApiAppointment } from '@inkforge/domain';
import { apiCall } from '@/lib/api-client';
import { clientKeys } from '@/lib/query-keys';
import { refreshAppointments } from './update-appointment';

export interface WalkIn {
  name: string;
  duration: number;
  /** The studio's zone: the walk-in starts now on its clock. */
  timeZone: string;
  /** A client already made by an earlier try, so a retry does not make a second. */
  clientId?: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DDTHH:MM' of an instant on the studio's clock. */
export function studioClock(instant: Date, timeZone: string): string {
  const w = wallClockAt(instant, timeZone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}

/**
 * A walk-in: a quick client (POST /api/clients, the name alone) and an appointment starting now,
 * in progress, typed walk-in, over whatever else is booked (POST /api/appointments).
 */
export async function recordWalkIn(
  walkIn: WalkIn,
  onClient: (clientId: string) => void,
): Promise<ApiAppointment> {
  const clientId =
    walkIn.clientId ?? (await apiCall('POST /api/clients', { body: { name: walkIn.name } })).id;
  onClient(clientId);
  return apiCall('POST /api/appointments', {
    body: {
      clientId,
      title: 'Walk-in',
      appointmentDate: studioClock(new Date(), walkIn.timeZone),
      timezone: walkIn.timeZone,
      duration: walkIn.duration,
      type: 'walk_in',
      status: 'in_progress',
      allowOverlap: true,
    },
  });
}

export function useRecordWalkIn(onClient: (clientId: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (walkIn: WalkIn) => recordWalkIn(walkIn, onClient),
    onSuccess: () =>
      Promise.all([
        refreshAppointments(queryClient),
        queryClient.invalidateQueries({ queryKey: clientKeys.simple }),
        queryClient.invalidateQueries({ queryKey: clientKeys.limits }),
      ]),
  });
}
