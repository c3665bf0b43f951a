import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Currency } from '@inkforge/domain';
import { apiCall } from '@/lib/api-client';
import { apiKey } from '@/lib/query-keys';

/** GET /api/pricing/multi-currency: plans and packs with prices in one currency. */
export function getPricing(currency: Currency) {
  return apiCall('GET /api/pricing/multi-currency', { query: { currency } });
}

export function getPricingQueryOptions(currency: Currency) {
  return queryOptions({
    queryKey: apiKey('GET /api/pricing/multi-currency', currency),
    queryFn: () => getPricing(currency),
  });
}

export function usePricing(currency: Currency) {
  return useQuery(getPricingQueryOptions(currency));
}
