import type { QueryClient } from '@tanstack/react-query';
import { AuthBootstrap } from '@/features/auth/components/auth-bootstrap';
import { AppRoutes } from './app-routes';
import { LiveRegion } from './live-region';
import { OfflineBanner } from './offline-banner';
import { AppProvider } from './provider';

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <AppProvider queryClient={queryClient}>
      <OfflineBanner />
      <AuthBootstrap />
      <AppRoutes />
      <LiveRegion />
    </AppProvider>
  );
}
