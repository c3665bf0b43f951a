import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { userQueryKey } from '@/lib/query-keys';
import { useAuth } from '@/features/auth/use-auth';

/** The signed-in user's credits and a refresh after a paid action (image tool routes). */
export function useCredits(): { credits: number; refresh: () => void } {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: userQueryKey }),
    [queryClient],
  );
  return { credits: user?.creditsRemaining ?? 0, refresh };
}
