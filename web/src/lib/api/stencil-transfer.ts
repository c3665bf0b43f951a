import { useMutation, useQuery } from '@tanstack/react-query';
import type { StencilPrintRequest, TransferFix } from '@inkforge/domain';
import { apiCall } from '@/lib/api-client';
import { apiKey } from '@/lib/query-keys';

/** The size a stencil is checked at: one side on skin, as the print dialog takes it. */
export type TransferSize = Pick<StencilPrintRequest, 'size' | 'unit' | 'dimension'>;

/** Whether the size is one the check accepts (1–200 cm, 0.4–78 in). */
export function checkableSize({ size, unit }: TransferSize): boolean {
  return unit === 'cm' ? size >= 1 && size <= 200 : size >= 0.4 && size <= 78;
}

/**
 * The transfer check of a stored stencil at its size on skin (free): lines too thin for
 * transfer paper or a needle, gaps that close as it heals, specks; with an overlay.
 */
export function useTransferCheck(imageUrl: string, at: TransferSize) {
  return useQuery({
    queryKey: apiKey(
      'POST /api/stencil/transfer-check',
      imageUrl,
      at.size,
      at.unit,
      at.dimension,
    ),
    queryFn: () => apiCall('POST /api/stencil/transfer-check', { body: { imageUrl, ...at } }),
    enabled: checkableSize(at),
    staleTime: Infinity,
  });
}

/** One fix of the transfer check (free): the fixed stencil, stored as a new image. */
export function useTransferFix() {
  return useMutation({
    mutationFn: (request: TransferSize & { imageUrl: string; fix: TransferFix }) =>
      apiCall('POST /api/stencil/transfer-fix', { body: request }),
  });
}
