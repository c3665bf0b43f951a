import { Navigate, Route, Routes } from 'react-router';
import type { User } from '@inkforge/domain';
import { paths, termsPaths } from '@/config/paths';
import { ConsentGate } from './consent-gate';
import { PageBoundary } from './page-boundary';
import { lazyRoute } from './route-modules';
import { AppLayout } from './shell/app-layout';

const Consent = lazyRoute('consent');
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
const BookingRequests = lazyRoute('bookingRequests');
const Flash = lazyRoute('flash');
const Studio = lazyRoute('studio');
const Join = lazyRoute('join');
const Bookings = lazyRoute('bookings');
const Dashboard = lazyRoute('dashboard');
const Settings = lazyRoute('settings');
const AiGenerator = lazyRoute('aiGenerator');
const QuickGeneration = lazyRoute('quickGeneration');
const Clients = lazyRoute('clients');
const BasicClients = lazyRoute('clientsBasic');
const Calendar = lazyRoute('calendar');
const Pricing = lazyRoute('pricing');
const Credits = lazyRoute('credits');
const Subscribe = lazyRoute('subscribe');
const UpdatePlan = lazyRoute('updatePlan');
const PaymentResult = lazyRoute('paymentResult');
const Stencils = lazyRoute('stencils');
const Gallery = lazyRoute('gallery');
const BodyPreviewManual = lazyRoute('bodyPreviewManual');
const PhotoEditor = lazyRoute('photoEditor');
const ModifyDesign = lazyRoute('modifyDesign');
const BodyPreview = lazyRoute('bodyPreview');
const Supplies = lazyRoute('supplies');
const SessionRecord = lazyRoute('sessionRecord');
const NotFound = lazyRoute('notFound');

/** The signed-in route set: its own chunk, so the login screen never downloads the shell. */
export default function SignedInRoutes({ user }: { user: User }) {
  const page = (element: React.ReactNode) => <PageBoundary>{element}</PageBoundary>;
  return (
    <Routes>
      <Route path={paths.login} element={<Navigate to={paths.dashboard} replace />} />
      <Route path={paths.consent} element={page(<Consent />)} />
      <Route path={paths.resetPassword} element={page(<ResetPassword />)} />
      {termsPaths.map((path) => (
        <Route key={path} path={path} element={page(<Terms />)} />
      ))}
      <Route path={paths.privacy} element={page(<Privacy />)} />
      {/* The artist hands the tablet to the client: the form without the studio's shell. */}
      <Route path={paths.intake} element={page(<Intake />)} />
      <Route path={paths.approve} element={page(<Approve />)} />
      <Route path={paths.questions} element={page(<Questions />)} />
      <Route path={paths.book} element={page(<Book />)} />
      <Route path={paths.bookFlash} element={page(<BookFlash />)} />
      <Route path={paths.deposit} element={page(<Deposit />)} />
      <Route path={paths.healedPhoto} element={page(<HealedPhoto />)} />
      <Route path={paths.bookings} element={page(<Bookings />)} />
      {/* The shell stays on screen while a screen's chunk loads: the boundary is inside main. */}
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
        <Route path={paths.bookingRequests} element={<BookingRequests />} />
        <Route path={paths.flash} element={<Flash />} />
        <Route path={paths.studio} element={<Studio />} />
        <Route path={paths.join} element={<Join />} />
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
        <Route path={paths.supplies} element={<Supplies />} />
        <Route path={paths.sessionRecord} element={<SessionRecord />} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
