import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiBodyOf } from '@inkforge/domain';
import { apiCall } from '@/lib/api-client';
import { appointmentParams, type AppointmentRef } from './get-studio-appointment';
import { studioCalendarKey } from './get-studio-calendar';

/**
 * The desk's three actions on an appointment (the owner's too, and an artist's on their own):
 * each refreshes the calendar, whose flags (deposit missing, intake unsigned) they change.
 */
type PaymentBody =
  ApiBodyOf<'POST /api/studios/:id/artists/:artistUid/appointments/:appointmentId/payments'>;
type DepositBody =
  ApiBodyOf<'POST /api/studios/:id/artists/:artistUid/appointments/:appointmentId/deposit-request'>;

/** POST …/intake-link: a fresh link to the intake form, shown to copy (and e-mailed when asked). */
export const sendIntakeLink = (ref: AppointmentRef) =>
  apiCall('POST /api/studios/:id/artists/:artistUid/appointments/:appointmentId/intake-link', {
    params: appointmentParams(ref),
  });

/** POST …/deposit-request: the amount as the desk typed it (a decimal), the link to send. */
export const requestDeposit = ({ amount, ...ref }: AppointmentRef & DepositBody) =>
  apiCall('POST /api/studios/:id/artists/:artistUid/appointments/:appointmentId/deposit-request', {
    params: appointmentParams(ref),
    body: { amount },
  });

/** POST …/payments: money taken at the desk, on the appointment's project. */
export const recordStudioPayment = ({
  studioId,
  artistUid,
  appointmentId,
  ...body
}: AppointmentRef & PaymentBody) =>
  apiCall('POST /api/studios/:id/artists/:artistUid/appointments/:appointmentId/payments', {
    params: appointmentParams({ studioId, artistUid, appointmentId }),
    body,
  });

function useDeskMutation<I extends AppointmentRef, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (_, { studioId }) =>
      queryClient.invalidateQueries({ queryKey: studioCalendarKey(studioId) }),
  });
}

export const useSendIntakeLink = () => useDeskMutation(sendIntakeLink);
export const useRequestDeposit = () => useDeskMutation(requestDeposit);
export const useRecordStudioPayment = () => useDeskMutation(recordStudioPayment);
