import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import type { User } from '@inkforge/domain';
import { paths, termsPaths } from '@/config/paths';
import { useAuth } from '@/features/auth/use-auth';
import { ConsentGate } from './consent-gate';
import { FullPageLoader } from './full-page-loader';
import { AppLayout } from './shell/app-layout';

const Login = lazy(() => import('./routes/login'));
const Consent = lazy(() => import('./routes/consent'));
const ResetPassword = lazy(() => import('./routes/reset-password'));
const Terms = lazy(() => import('./routes/terms'));
const Privacy = lazy(() => import('./routes/privacy'));
const Dashboard = lazy(() => import('./routes/dashboard'));
const Settings = lazy(() => import('./routes/settings'));
const AiGenerator = lazy(() => import('./routes/ai-generator'));
const QuickGeneration = lazy(() => import('./routes/quick-generation'));
const Clients = lazy(() => import('./routes/clients'));
const BasicClients = lazy(() => import('./routes/clients-basic'));
const Calendar = lazy(() => import('./routes/calendar'));
const Pricing = lazy(() => import('./routes/pricing'));
const Credits = lazy(() => import('./routes/credits'));
const Subscribe = lazy(() => import('./routes/subscribe'));
const UpdatePlan = lazy(() => import('./routes/update-plan'));
const PaymentResult = lazy(() => import('./routes/payment-result'));
const Stencils = lazy(() => import('./routes/stencils'));
const Gallery = lazy(() => import('./routes/gallery'));
const BodyPreviewManual = lazy(() => import('./routes/body-preview-manual'));
const PhotoEditor = lazy(() => import('./routes/photo-editor'));
const ModifyDesign = lazy(() => import('./routes/modify-design'));
const BodyPreview = lazy(() => import('./routes/body-preview'));
const NotFound = lazy(() => import('./routes/not-found'));

function SignedOutRoutes() {
  return (
    <Routes>
      <Route path={paths.resetPassword} element={<ResetPassword />} />
      {termsPaths.map((path) => (
        <Route key={path} path={path} element={<Terms />} />
      ))}
      <Route path={paths.privacy} element={<Privacy />} />
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
      <Route path={paths.privacy} element={<Privacy />} />
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
        <Route path={paths.settings} element={<Settings />} />
        {[paths.aiGenerator, paths.generator].map((path) => (
          <Route key={path} path={path} element={<AiGenerator />} />
        ))}
        <Route path={paths.quickGeneration} element={<QuickGeneration />} />
        <Route path={paths.clients} element={<Clients />} />
        <Route path={paths.clientsBasic} element={<BasicClients />} />
        <Route path={paths.calendar} element={<Calendar />} />
        <Route path={paths.pricing} element={<Pricing />} />
        <Route path={paths.credits} element={<Credits />} />
        <Route path={paths.subscribe} element={<Subscribe />} />
        <Route path={paths.updatePlan} element={<UpdatePlan />} />
        {[paths.success, paths.checkoutSuccess].map((path) => (
          <Route key={path} path={path} element={<PaymentResult />} />
        ))}
        <Route path={paths.stencils} element={<Stencils />} />
        <Route path={paths.gallery} element={<Gallery />} />
        <Route path={paths.bodyPreviewManual} element={<BodyPreviewManual />} />
        <Route path={paths.photoEditor} element={<PhotoEditor />} />
        <Route path={paths.modifyDesign} element={<ModifyDesign />} />
        <Route path={paths.bodyPreview} element={<BodyPreview />} />
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
