import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface QuickGenerateResult {
  imageUrl: string;
  s3Key: string;
}

export function quickGenerate(): Promise<QuickGenerateResult> {
  return api.post<QuickGenerateResult>('/api/ai/quick-generate', { type: 'simple' });
}

export function useQuickGenerate(onSettled: () => void) {
  return useMutation({ mutationFn: quickGenerate, onSettled });
}
