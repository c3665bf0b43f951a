import { useMutation } from '@tanstack/react-query';
import { loadFirebaseAuth } from '@/lib/firebase';

/** Uses an e-mail link's code: verifies, restores or changes the account's address. */
export async function applyActionCode(oobCode: string): Promise<void> {
  const [auth, sdk] = await Promise.all([loadFirebaseAuth(), import('firebase/auth')]);
  await sdk.applyActionCode(auth, oobCode);
}

export function useApplyActionCode() {
  return useMutation({ mutationFn: applyActionCode });
}
