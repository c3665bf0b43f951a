import { useState } from 'react';
import { useParams } from 'react-router';
import { useAuth } from '@/features/auth/use-auth';
import { LoginScreen } from '@/features/auth/components/login-screen';
import { JoinScreen } from '@/features/studio/components/join-screen';
import { storageKeys, writeItem } from '@/lib/storage';

/**
 * /join/{token}: a studio's invitation. Signed out, the sign-in form opens on this same address,
 * so signing in comes back here; a new account's consent step returns here too.
 */
export default function JoinRoute() {
  const { token = '' } = useParams();
  const { user } = useAuth();
  const [signingIn, setSigningIn] = useState(false);
  if (!user && signingIn) return <LoginScreen />;
  return (
    <JoinScreen
      token={token}
      me={user}
      onSignIn={() => {
        writeItem('session', storageKeys.afterConsent, window.location.pathname);
        setSigningIn(true);
      }}
    />
  );
}
