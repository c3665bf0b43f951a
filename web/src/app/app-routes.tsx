import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { paths, termsPaths } from '@/config/paths';
import { useAuth } from '@/features/auth/use-auth';
import { FullPageLoader } from './full-page-loader';
import { PageBoundary } from './page-boundary';
import { PrefetchContext } from './prefetch-context';
import { ShellSkeleton } from './shell-skeleton';
import { prefetchRoute, SignedInRoutes } from './prefetch';
import { lazyRoute } from './route-modules';
import { usePageChange } from './use-page-change';

const Login = lazyRoute('login');
const ResetPassword = lazyRoute('resetPassword');
const Terms = lazyRoute('terms');
const Privacy = lazyRoute('privacy');
const Intake = lazyRoute('intake');
const Approve = lazyRoute('approve');
const Questions = lazyRoute('questions');
const Book = lazyRoute('book');
const BookFlash = lazyRoute('bookFlash');
const Deposit = lazyRoute('deposit');
const HealedPhoto = lazyRoute('healedPhoto');
const Join = lazyRoute('join');
const Bookings = lazyRoute('bookings');

function SignedOutRoutes() {
  return (
    <PageBoundary>
      <Routes>
        <Route path={paths.resetPassword} element={<ResetPassword />} />
        {termsPaths.map((path) => (
          <Route key={path} path={path} element={<Terms />} />
        ))}
        <Route path={paths.privacy} element={<Privacy />} />
        {/* A client's private links: the form, nothing else of the studio. */}
        <Route path={paths.intake} element={<Intake />} />
        <Route path={paths.approve} element={<Approve />} />
        <Route path={paths.questions} element={<Questions />} />
        <Route path={paths.book} element={<Book />} />
        <Route path={paths.bookFlash} element={<BookFlash />} />
        <Route path={paths.deposit} element={<Deposit />} />
        <Route path={paths.healedPhoto} element={<HealedPhoto />} />
        <Route path={paths.bookings} element={<Bookings />} />
        {/* A studio's invitation: what it is first, then the sign-in form on the same address. */}
        <Route path={paths.join} element={<Join />} />
        {/* Any other signed-out path shows the login screen. */}
        <Route path="*" element={<Login />} />
      </Routes>
    </PageBoundary>
  );
}

/**
 * Two route sets: the signed-in one needs a user (the last known one paints at once); a spinner
 * only while a browser with no known session finds out whether it has one.
 */
export function AppRoutes() {
  const { user, isLoading } = useAuth();
  usePageChange(user !== null, isLoading);
  if (isLoading) return <FullPageLoader />;
  return (
    <PrefetchContext value={prefetchRoute}>
      {user ? (
        // Only on the first signed-in screen of a page load: the shell's chunk was started with
        // the screen's own (prefetchRoute), in parallel with the session restore. Meanwhile its
        // silhouette holds the header (the last known user) and the sidebar's place.
        <Suspense fallback={<ShellSkeleton user={user} />}>
          <SignedInRoutes user={user} />
        </Suspense>
      ) : (
        <SignedOutRoutes />
      )}
    </PrefetchContext>
  );
}
