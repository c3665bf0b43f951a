import { useMutation } from '@tanstack/react-query';
import { apiFile } from '@/lib/api-client';
import { apiPath } from '@/lib/api-path';
import { saveBlobAs, timestampedName } from '@/lib/save-file';

/** GET the booked flash's stencil at the booked size: a PDF to print at 100 %. */
export const getFlashStencil = (appointmentId: string) =>
  apiFile(apiPath('GET /api/appointments/:id/flash-stencil.pdf', { id: appointmentId }));

/** Saves the stencil PDF of an appointment booked from flash, named with its size and a time. */
export function useDownloadFlashStencil(appointmentId: string) {
  return useMutation({
    mutationFn: async (sizeCm: number) => {
      const name = timestampedName(`flash-stencil-${sizeCm}cm`, new Date(), 'pdf');
      saveBlobAs(await getFlashStencil(appointmentId), name);
      return name;
    },
  });
}
