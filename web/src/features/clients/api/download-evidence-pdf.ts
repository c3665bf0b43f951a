import { useMutation } from '@tanstack/react-query';
import { apiFile } from '@/lib/api-client';
import { saveBlobAs, timestampedName } from '@/lib/save-file';

export type EvidenceSubject = 'appointment' | 'project';

const PATHS: Record<EvidenceSubject, (id: string) => string> = {
  appointment: (id) => `/api/appointments/${encodeURIComponent(id)}/evidence.pdf`,
  project: (id) => `/api/client-projects/${encodeURIComponent(id)}/evidence.pdf`,
};

/** Saves the evidence of a disputed deposit: the accepted policy, payment, e-mails, intake. */
export function useDownloadEvidencePdf(subject: EvidenceSubject, id: string) {
  return useMutation({
    mutationFn: async (title: string) => {
      const blob = await apiFile(PATHS[subject](id));
      const slug = title
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '');
      const name = timestampedName(`evidence-${slug || subject}`, new Date(), 'pdf');
      saveBlobAs(blob, name);
      return name;
    },
  });
}
