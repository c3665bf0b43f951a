import { useEffect } from 'react';
import { paths } from '@/config/paths';
import { LoginScreen } from '@/features/auth/components/login-screen';
import { loadFirebaseAuth } from '@/lib/firebase';
import { usePrefetch } from '../prefetch-context';

const WARM_ON = ['focusin', 'pointerdown'] as const;

export default function LoginRoute() {
  const prefetchRoute = usePrefetch();
  useEffect(() => {
    // Someone starting on the form is about to sign in: fetch Firebase Auth, the signed-in shell
    // and the dashboard now. A visitor who only looks never downloads them.
    const warm = () => {
      prefetchRoute(paths.dashboard);
      loadFirebaseAuth().catch(() => {
        // Signing in loads it again and says what failed.
      });
      for (const type of WARM_ON) window.removeEventListener(type, warm);
    };
    for (const type of WARM_ON) window.addEventListener(type, warm);
    return () => {
      for (const type of WARM_ON) window.removeEventListener(type, warm);
    };
  }, [prefetchRoute]);
  return <LoginScreen />;
}
