import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { User } from '@inkforge/domain';
import { destinationAfterLogin } from './post-login';
import { userQueryKey } from '@/lib/query-keys';

/**
 * Sends a freshly signed-in user where the spec says, then stores the user. Navigation
 * comes first: storing the user swaps the signed-out routes for the signed-in ones.
 */
export function useFinishSignIn(): (user: User) => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const fromPath = location.pathname + location.search;
  return useCallback(
    async (user: User) => {
      const destination = await destinationAfterLogin(user, fromPath);
      if (destination.kind === 'external') {
        window.location.assign(destination.url);
        return;
      }
      navigate(destination.to, { replace: true });
      queryClient.setQueryData(userQueryKey, user);
    },
    [fromPath, navigate, queryClient],
  );
}
