import { useMutation } from '@tanstack/react-query';
import type { SignupRequest, User } from '@inkforge/domain';
import { apiCall } from '@/lib/api-client';
import { loadFirebaseAuth } from '@/lib/firebase';
import { notifySuccess } from '@/lib/notify';

/** POST /api/auth/signup creates the account; then we sign in to Firebase to get a token. */
export async function signUp(request: SignupRequest): Promise<User> {
  const { user } = await apiCall('POST /api/auth/signup', { body: request });
  const [auth, { signInWithEmailAndPassword }] = await Promise.all([
    loadFirebaseAuth(),
    import('firebase/auth'),
  ]);
  await signInWithEmailAndPassword(auth, request.email, request.password);
  return user;
}

/** `finish` routes the signed-in user and stores it, while the login screen is still mounted. */
export function useSignUp(finish: (user: User) => Promise<void>) {
  return useMutation({
    mutationFn: async (request: SignupRequest) => {
      const user = await signUp(request);
      // Without a pending consent the new account is greeted with a message.
      if (!user.requiresConsent) notifySuccess('Account Created', 'Welcome to InkForge!');
      await finish(user);
    },
  });
}
