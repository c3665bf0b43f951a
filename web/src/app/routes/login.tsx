import { useEffect } from 'react';
import { paths } from '@/config/paths';
import { LoginScreen } from '@/features/auth/components/login-screen';
import { usePrefetch } from '../prefetch-context';

const WARM_ON = ['focusin', 'pointerdown'] as const;

export default function LoginRoute() {
  const prefetchRoute = usePrefetch();
  useEffect(() => {
    // Someone starting on the form is about to sign in: fetch the signed-in shell and the
    // dashboard now. A visitor who only looks never downloads them.
    const warm = () => {
      prefetchRoute(paths.dashboard);
      for (const type of WARM_ON) window.removeEventListener(type, warm);
    };
    for (const type of WARM_ON) window.addEventListener(type, warm);
    return () => {
      for (const type of WARM_ON) window.removeEventListener(type, warm);
    };
  }, [prefetchRoute]);
  return <LoginScreen />;
}
