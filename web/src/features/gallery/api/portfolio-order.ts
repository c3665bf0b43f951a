import type { PortfolioOrderRequest } from '@inkforge/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { galleryKeys } from '@/lib/query-keys';

/** How the public page orders the portfolio, and its items in that order. */
export const usePortfolioOrder = () =>
  useQuery({
    queryKey: galleryKeys.portfolioOrder,
    queryFn: () => apiCall('GET /api/gallery/portfolio-order'),
  });

/** Newest first or the artist's order; the answer is the new order, shown at once. */
export function useSetPortfolioOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PortfolioOrderRequest) =>
      apiCall('PUT /api/gallery/portfolio-order', { body }),
    onSuccess: (answer) => queryClient.setQueryData(galleryKeys.portfolioOrder, answer),
  });
}
