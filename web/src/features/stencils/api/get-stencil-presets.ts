import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { apiKey } from '@/lib/query-keys';

export const getStencilPresets = async () => (await apiCall('GET /api/stencil/presets')).presets;

export const getStencilPresetsQueryOptions = () =>
  queryOptions({ queryKey: apiKey('GET /api/stencil/presets'), queryFn: getStencilPresets });

export const useStencilPresets = () => useQuery(getStencilPresetsQueryOptions());
