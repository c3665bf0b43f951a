import { useMutation } from '@tanstack/react-query';
import type { PlanChangePreview } from '@inkforge/domain';
import { api } from '@/lib/api-client';
import type { PlanChange } from './update-subscription';

export type PlanChangeQuote = PlanChangePreview & { prorationDate: number };

/** POST /api/update-subscription/preview: what the change costs today, before it is made. */
export function previewPlanChange(change: PlanChange) {
  return api.post<PlanChangeQuote>('/api/update-subscription/preview', change);
}

export function usePreviewPlanChange() {
  return useMutation({ mutationFn: previewPlanChange });
}
