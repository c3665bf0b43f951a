import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { userQueryKey } from '@/lib/query-keys';
import { useAuth } from '@/features/auth/use-auth';
import { AiGeneratorScreen } from '@/features/generation/components/ai-generator-screen';

export default function AiGeneratorRoute() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: userQueryKey }),
    [queryClient],
  );
  return <AiGeneratorScreen credits={user?.creditsRemaining ?? 0} onCreditsChanged={refresh} />;
}
