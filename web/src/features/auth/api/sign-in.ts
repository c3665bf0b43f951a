import { useMutation } from '@tanstack/react-query';
import type { LoginRequest, User } from '@inkforge/domain';
import { loadFirebaseAuth } from '@/lib/firebase';
import { registerFirebaseUser } from './register-firebase-user';

export async function signIn({ email, password }: LoginRequest): Promise<User> {
  const [auth, { signInWithEmailAndPassword }] = await Promise.all([
    loadFirebaseAuth(),
    import('firebase/auth'),
  ]);
  const credential = await signInWithEmailAndPassword(auth, email, password);
  return registerFirebaseUser(credential.user);
}

/** `finish` routes the signed-in user and stores it, while the login screen is still mounted. */
export function useSignIn(finish: (user: User) => Promise<void>) {
  return useMutation({
    mutationFn: async (request: LoginRequest) => finish(await signIn(request)),
  });
}
