import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StencilPreset } from '@inkforge/domain';
import { api } from '@/lib/api-client';

export const getStencilPresets = async () =>
  (await api.get<{ presets: StencilPreset[] }>('/api/stencil/presets')).presets;

export const getStencilPresetsQueryOptions = () =>
  queryOptions({ queryKey: ['stencil', 'presets'], queryFn: getStencilPresets });

export const useStencilPresets = () => useQuery(getStencilPresetsQueryOptions());
