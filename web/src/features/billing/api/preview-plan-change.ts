import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import type { PlanChange } from './update-subscription';

/** POST /api/update-subscription/preview: what the change costs today, before it is made. */
export function previewPlanChange(change: PlanChange) {
  return apiCall('POST /api/update-subscription/preview', { body: change });
}

export function usePreviewPlanChange() {
  return useMutation({ mutationFn: previewPlanChange });
}
