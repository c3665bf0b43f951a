import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { apiCall } from '@/lib/api-client';
import { restoredFirebaseAuth } from '@/lib/firebase';
import { removeItem, storageKeys } from '@/lib/storage';
import { clearSessionBackup } from '../session-backup';
import { userQueryKey } from '@/lib/query-keys';

/** Clears the demo token, the user and all cached data; tells server and Firebase. */
export async function logout(queryClient: QueryClient): Promise<void> {
  // Firebase Auth first (a signed-in screen loads without it): restored after the server has
  // ended the session, it would find its user revoked and sign the app out under the screen.
  const auth = await restoredFirebaseAuth();
  try {
    // Before signOut: the server call still needs the ID token.
    await apiCall('POST /api/auth/logout');
  } catch (error) {
    console.warn('Server logout failed; signing out locally anyway', error);
  }
  if (auth) {
    const { signOut } = await import('firebase/auth');
    await signOut(auth).catch((error: unknown) => {
      console.warn('Firebase sign-out failed', error);
    });
  }
  removeItem('local', storageKeys.demoToken);
  clearSessionBackup();
  queryClient.clear();
  queryClient.setQueryData(userQueryKey, null);
}

/**
 * Logs out, then opens the sign-in screen. The navigation is the mutation's own, not a `mutate`
 * callback: the screen that asked may be gone by then (after an account is deleted, Firebase
 * Auth finds its user gone and signs the app out under it), and a gone screen's callbacks never run.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => logout(queryClient),
    onSettled: () => navigate(paths.login, { replace: true }),
  });
}
