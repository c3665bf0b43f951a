import { useMutation } from '@tanstack/react-query';
import { apiFile } from '@/lib/api-client';
import { saveBlobAs, timestampedName } from '@/lib/save-file';

/** Saves a session's ink passport (GET /api/appointments/{id}/ink-passport.pdf). */
export function useDownloadPassport(appointmentId: string) {
  return useMutation({
    mutationFn: async () => {
      const blob = await apiFile(
        `/api/appointments/${encodeURIComponent(appointmentId)}/ink-passport.pdf`,
        undefined,
        'application/pdf',
      );
      const name = timestampedName('ink-passport', new Date(), 'pdf');
      saveBlobAs(blob, name);
      return name;
    },
  });
}
