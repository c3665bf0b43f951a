import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadFirebaseAuth } from '@/lib/firebase';

export interface ActionCodeCheck {
  /** The address the link is about: the one to verify, restore, or change to. */
  email: string;
  /** For a recovery or a change: the address in use before. */
  previousEmail: string;
}

/** Reads what an e-mail link's code would do, without using it up. */
export async function checkActionCode(oobCode: string, lang?: string): Promise<ActionCodeCheck> {
  const [auth, sdk] = await Promise.all([loadFirebaseAuth(), import('firebase/auth')]);
  if (lang) auth.languageCode = lang;
  const { data } = await sdk.checkActionCode(auth, oobCode);
  return { email: data.email ?? '', previousEmail: data.previousEmail ?? '' };
}

export function checkActionCodeQueryOptions(oobCode: string, lang?: string) {
  return queryOptions({
    // Firebase answers this one, not /api: its key cannot start with an API path.
    queryKey: ['firebase-auth/check-action-code', oobCode],
    queryFn: () => checkActionCode(oobCode, lang),
    retry: false,
    staleTime: Infinity,
  });
}

export function useCheckActionCode(oobCode: string, lang?: string) {
  return useQuery(checkActionCodeQueryOptions(oobCode, lang));
}
