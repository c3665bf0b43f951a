import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import type { User } from '@inkforge/domain';
import { paths, termsPaths } from '@/config/paths';
import { useAuth } from '@/features/auth/use-auth';
import { ConsentGate } from './consent-gate';
import { FullPageLoader } from './full-page-loader';
import { PLACEHOLDER_ROUTES } from './placeholder-routes';
import { AppLayout } from './shell/app-layout';

const Login = lazy(() => import('./routes/login'));
const Consent = lazy(() => import('./routes/consent'));
const ResetPassword = lazy(() => import('./routes/reset-password'));
const Terms = lazy(() => import('./routes/terms'));
const Dashboard = lazy(() => import('./routes/dashboard'));
const NotFound = lazy(() => import('./routes/not-found'));
const ComingSoon = lazy(() => import('./routes/coming-soon'));

function SignedOutRoutes() {
  return (
    <Routes>
      <Route path={paths.resetPassword} element={<ResetPassword />} />
      {termsPaths.map((path) => (
        <Route key={path} path={path} element={<Terms />} />
      ))}
      {/* Spec accounts §2: any other signed-out path shows the login screen. */}
      <Route path="*" element={<Login />} />
    </Routes>
  );
}

function SignedInRoutes({ user }: { user: User }) {
  return (
    <Routes>
      <Route path={paths.login} element={<Navigate to={paths.dashboard} replace />} />
      <Route path={paths.consent} element={<Consent />} />
      <Route path={paths.resetPassword} element={<ResetPassword />} />
      {termsPaths.map((path) => (
        <Route key={path} path={path} element={<Terms />} />
      ))}
      <Route
        element={
          <ConsentGate user={user}>
            <AppLayout user={user} />
          </ConsentGate>
        }
      >
        {[paths.home, paths.app, paths.dashboard].map((path) => (
          <Route key={path} path={path} element={<Dashboard />} />
        ))}
        {PLACEHOLDER_ROUTES.map(({ path, feature, description }) => (
          <Route
            key={path}
            path={path}
            element={<ComingSoon feature={feature} description={description} />}
          />
        ))}
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}

/** Two route sets (spec accounts §2): the signed-in one needs a user; a spinner while loading. */
export function AppRoutes() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <FullPageLoader />;
  return (
    <Suspense fallback={<FullPageLoader />}>
      {user ? <SignedInRoutes user={user} /> : <SignedOutRoutes />}
    </Suspense>
  );
}
