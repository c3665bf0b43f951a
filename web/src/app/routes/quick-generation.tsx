import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { userQueryKey } from '@/lib/query-keys';
import { useAuth } from '@/features/auth/use-auth';
import { QuickGenerationScreen } from '@/features/generation/components/quick-generation-screen';

export default function QuickGenerationRoute() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: userQueryKey }),
    [queryClient],
  );
  return <QuickGenerationScreen credits={user?.creditsRemaining ?? 0} onCreditsChanged={refresh} />;
}
