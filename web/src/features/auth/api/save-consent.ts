import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@inkforge/domain';
import { api } from '@/lib/api-client';
import { userQueryKey } from './user-query-key';

export interface ConsentInput {
  termsAccepted: boolean;
  emailMarketingConsent: boolean;
}

export async function saveConsent(input: ConsentInput): Promise<User> {
  const { user } = await api.post<{ user: User }>('/api/user/consent', input);
  return user;
}

export function useSaveConsent(beforeSaved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveConsent,
    onSuccess: (user) => {
      beforeSaved();
      queryClient.setQueryData(userQueryKey, user);
    },
  });
}
