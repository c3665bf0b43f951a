import { useMutation } from '@tanstack/react-query';
import type { ProfileUpdate, ProfileUpdateResponse } from '@inkforge/domain';
import { apiCall } from '@/lib/api-client';

export function updateProfile(input: ProfileUpdate): Promise<ProfileUpdateResponse> {
  return apiCall('PATCH /api/profile', { body: input });
}

/** `onSaved` gets the answer: the saved user and, after an e-mail change, where the link went. */
export function useUpdateProfile(onSaved: (saved: ProfileUpdateResponse) => void) {
  return useMutation({ mutationFn: updateProfile, onSuccess: onSaved });
}
