import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { User } from '@inkforge/domain';
import { getMe } from '@/features/auth/api/get-me';
import { userQueryKey } from '@/lib/query-keys';
import { readSessionBackup } from '@/features/auth/session-backup';

/** How the billing screens read and store the signed-in user (the auth query cache). */
export function useBillingUser() {
  const queryClient = useQueryClient();
  const onUser = useCallback(
    (user: User) => queryClient.setQueryData(userQueryKey, user),
    [queryClient],
  );
  const refreshUser = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: userQueryKey });
  }, [queryClient]);
  const fetchUser = useCallback(async () => {
    const user = await getMe();
    if (user) queryClient.setQueryData(userQueryKey, user);
    return user;
  }, [queryClient]);
  const restoreFromBackup = useCallback(() => {
    if (queryClient.getQueryData(userQueryKey)) return false;
    const backup = readSessionBackup();
    if (backup) queryClient.setQueryData(userQueryKey, backup);
    return Boolean(backup);
  }, [queryClient]);
  return { onUser, refreshUser, fetchUser, restoreFromBackup };
}
