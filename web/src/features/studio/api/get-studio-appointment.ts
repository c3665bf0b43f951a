import { apiCall } from '@/lib/api-client';

export interface AppointmentRef {
  studioId: string;
  artistUid: string;
  appointmentId: string;
}

export const appointmentParams = ({ studioId, artistUid, appointmentId }: AppointmentRef) => ({
  id: studioId,
  artistUid,
  appointmentId,
});

/** GET …/artists/{uid}/appointments/{id}: the artist's appointment, its fields and history. */
export const getStudioAppointment = (ref: AppointmentRef) =>
  apiCall('GET /api/studios/:id/artists/:artistUid/appointments/:appointmentId', {
    params: appointmentParams(ref),
  });
