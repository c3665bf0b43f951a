import { useMutation } from '@tanstack/react-query';
import { TRANSFER_CHECK_HEADER, TRANSFER_SUMMARY_HEADER } from '@inkforge/domain';
import { apiFileWithHeaders } from '@/lib/api-client';
import { apiPath } from '@/lib/api-path';
import { saveBlobAs, timestampedName } from '@/lib/save-file';

/** The transfer check at the booked size, as the server sends it beside the PDF. */
export interface FlashStencilTransfer {
  passed: boolean;
  summary: string;
}

/** GET the booked flash's stencil at the booked size: a PDF to print at 100 %. */
export async function getFlashStencil(
  appointmentId: string,
): Promise<{ pdf: Blob; transfer: FlashStencilTransfer | null }> {
  const { blob, headers } = await apiFileWithHeaders(
    apiPath('GET /api/appointments/:id/flash-stencil.pdf', { id: appointmentId }),
  );
  const verdict = headers.get(TRANSFER_CHECK_HEADER);
  const summary = headers.get(TRANSFER_SUMMARY_HEADER);
  const transfer =
    verdict && summary
      ? { passed: verdict === 'passed', summary: decodeURIComponent(summary) }
      : null;
  return { pdf: blob, transfer };
}

/** A flash stencil fetched and named, not yet handed to the printer. */
export interface FetchedFlashStencil {
  name: string;
  pdf: Blob;
  transfer: FlashStencilTransfer | null;
}

/** Hands the fetched PDF to the browser to save or print. */
export const saveFlashStencil = ({ pdf, name }: FetchedFlashStencil) => saveBlobAs(pdf, name);

/**
 * Fetches the stencil PDF of an appointment booked from flash, named with its size and a time.
 * The caller saves it: at once when the transfer check passed, after the artist has read the
 * failure otherwise.
 */
export function useDownloadFlashStencil(appointmentId: string) {
  return useMutation({
    mutationFn: async (sizeCm: number): Promise<FetchedFlashStencil> => {
      const name = timestampedName(`flash-stencil-${sizeCm}cm`, new Date(), 'pdf');
      const { pdf, transfer } = await getFlashStencil(appointmentId);
      return { name, pdf, transfer };
    },
  });
}
