import { useMutation } from '@tanstack/react-query';
import type { StudioFormatRequest } from '@inkforge/domain';
import { apiCall } from '@/lib/api-client';

export function updateFormats(input: StudioFormatRequest): Promise<StudioFormatRequest> {
  return apiCall('PUT /api/profile/formats', { body: input });
}

/** `onSaved` gets the saved currency and locale, for the signed-in user the app holds. */
export function useUpdateFormats(onSaved: (saved: StudioFormatRequest) => void) {
  return useMutation({ mutationFn: updateFormats, onSuccess: onSaved });
}
