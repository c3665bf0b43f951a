import { AuthBootstrap } from '@/features/auth/components/auth-bootstrap';
import { AppRoutes } from './app-routes';
import { LiveRegion } from './live-region';
import { AppProvider } from './provider';

export function App() {
  return (
    <AppProvider>
      <AuthBootstrap />
      <AppRoutes />
      <LiveRegion />
    </AppProvider>
  );
}
