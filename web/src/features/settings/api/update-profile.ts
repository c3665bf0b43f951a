import { useMutation } from '@tanstack/react-query';
import type { ProfileUpdate, User } from '@inkforge/domain';
import { apiRequest } from '@/lib/api-client';

export async function updateProfile(input: ProfileUpdate): Promise<User> {
  const { user } = await apiRequest<{ user: User }>('/api/profile', {
    method: 'PATCH',
    body: input,
  });
  return user;
}

/** `onSaved` puts the returned user where the shell reads it. */
export function useUpdateProfile(onSaved: (user: User) => void) {
  return useMutation({ mutationFn: updateProfile, onSuccess: onSaved });
}
