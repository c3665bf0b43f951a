import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Currency, PricingResponse } from '@inkforge/domain';
import { api } from '@/lib/api-client';

/** GET /api/pricing/multi-currency: plans and packs with prices in one currency. */
export function getPricing(currency: Currency): Promise<PricingResponse> {
  return api.get<PricingResponse>(`/api/pricing/multi-currency?currency=${currency}`);
}

export function getPricingQueryOptions(currency: Currency) {
  return queryOptions({
    queryKey: ['/api/pricing/multi-currency', currency],
    queryFn: () => getPricing(currency),
  });
}

export function usePricing(currency: Currency) {
  return useQuery(getPricingQueryOptions(currency));
}
