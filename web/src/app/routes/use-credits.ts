import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { dashboardKeys, userQueryKey } from '@/lib/query-keys';
import { useAuth } from '@/features/auth/use-auth';

/**
 * The signed-in user's credits and a refresh after a paid action (the generator and the image
 * tool routes call it when a job starts and when it ends): the balance moves, and the
 * dashboard's credits line with it.
 */
export function useCredits(): { credits: number; refresh: () => void } {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: userQueryKey });
    void queryClient.invalidateQueries({ queryKey: dashboardKeys.today });
  }, [queryClient]);
  return { credits: user?.creditsRemaining ?? 0, refresh };
}
