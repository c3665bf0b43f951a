import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiBodyOf, User } from '@inkforge/domain';
import { apiCall } from '@/lib/api-client';
import { userQueryKey } from '@/lib/query-keys';

/** The form is only sent with the terms accepted (the schema takes `true` alone). */
export async function saveConsent(input: ApiBodyOf<'POST /api/user/consent'>): Promise<User> {
  const { user } = await apiCall('POST /api/user/consent', { body: input });
  return user;
}

/**
 * `beforeSaved` decides where the user goes (it may leave for a checkout) before the user is
 * stored, since storing swaps the consent route for the signed-in ones.
 */
export function useSaveConsent(beforeSaved: (user: User) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveConsent,
    onSuccess: async (user) => {
      await beforeSaved(user);
      queryClient.setQueryData(userQueryKey, user);
    },
  });
}
