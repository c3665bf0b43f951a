import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onFirebaseAuthChange } from '@/lib/firebase';
import { readItem, storageKeys } from '@/lib/storage';
import { useCompleteGoogleRedirect } from '../api/complete-google-redirect';
import { useMe } from '../api/get-me';
import { userQueryKey } from '@/lib/query-keys';
import { clearSessionBackup, saveSessionBackup } from '../session-backup';
import { useFinishSignIn } from '../use-finish-sign-in';

/**
 * Keeps the auth state in step with Firebase: finishes a Google redirect sign-in, signs the app
 * out when Firebase does, and keeps the session backup fresh. Renders nothing.
 */
export function AuthBootstrap() {
  const queryClient = useQueryClient();
  const finish = useFinishSignIn();
  const completeRedirect = useCompleteGoogleRedirect(finish);
  const { data: user, isPlaceholderData } = useMe();

  useEffect(() => {
    // The redirect code (and, on phones, Google's gapi script) loads only when this tab
    // started a Google redirect: every other page load skips it.
    if (readItem('session', storageKeys.googleRedirectPending) === null) return;
    completeRedirect.mutate();
    // Once per page load: a redirect result can only be read right after the redirect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(
    () =>
      onFirebaseAuthChange((signedIn) => {
        const signedInElsewise = readItem('local', storageKeys.demoToken) !== null;
        if (!signedIn && !signedInElsewise && queryClient.getQueryData(userQueryKey)) {
          queryClient.setQueryData(userQueryKey, null);
        }
      }),
    [queryClient],
  );

  useEffect(() => {
    if (isPlaceholderData) return;
    if (user) saveSessionBackup(user);
    else if (user === null) clearSessionBackup();
  }, [user, isPlaceholderData]);

  return null;
}
