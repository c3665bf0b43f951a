import { useMutation } from '@tanstack/react-query';
import { apiFile } from '@/lib/api-client';
import { saveBlobAs, timestampedName } from '@/lib/save-file';

/** Saves the signed intake form as a PDF named with its client and a timestamp. */
export function useDownloadIntakePdf(appointmentId: string) {
  return useMutation({
    mutationFn: async (clientName: string) => {
      const blob = await apiFile(`/api/appointments/${appointmentId}/intake.pdf`);
      const slug = clientName
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '');
      const name = timestampedName(`intake-${slug || 'client'}`, new Date(), 'pdf');
      saveBlobAs(blob, name);
      return name;
    },
  });
}
