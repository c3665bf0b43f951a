import { useMutation } from '@tanstack/react-query';
import { apiFile } from '@/lib/api-client';
import { saveBlobAs, timestampedName } from '@/lib/save-file';

export type ReportFormat = 'pdf' | 'csv';

const ACCEPT: Record<ReportFormat, string> = { pdf: 'application/pdf', csv: 'text/csv' };

/** The inspector's report for a date range (GET /api/compliance/report), as PDF or CSV. */
export function useDownloadReport() {
  return useMutation({
    mutationFn: async ({
      from,
      to,
      format,
    }: {
      from: string;
      to: string;
      format: ReportFormat;
    }) => {
      const query = new URLSearchParams({ from, to }).toString();
      const blob = await apiFile(`/api/compliance/report?${query}`, undefined, ACCEPT[format]);
      const name = timestampedName(`inspection-report-${from}-${to}`, new Date(), format);
      saveBlobAs(blob, name);
      return name;
    },
  });
}
