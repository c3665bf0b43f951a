import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

export function quickGenerate() {
  return apiCall('POST /api/ai/quick-generate', { body: { type: 'simple' } });
}

export function useQuickGenerate(onSettled: () => void) {
  return useMutation({ mutationFn: quickGenerate, onSettled });
}
