import type { QueryClient } from '@tanstack/react-query';
import { lazy, type ComponentType } from 'react';
import { paths } from '@/config/paths';
import { once } from '@/lib/once';

interface ScreenModule {
  default: ComponentType;
  /** Starts the screen's main query: at page load it runs beside /api/auth/me, not after it. */
  prefetchData?: (queryClient: QueryClient) => Promise<void>;
}

type Loader = () => Promise<ScreenModule>;

interface RouteModule {
  /** The tab title (WCAG 2.4.2): what the screen is, then the product. */
  title: string;
  load: Loader;
}

// Each screen's chunk loads once: lazy() and prefetch share the same promise.
function module(title: string, load: Loader): RouteModule {
  return { title, load: once(load) };
}

export const routeModules = {
  login: module('Sign in', () => import('./routes/login')),
  consent: module('Welcome', () => import('./routes/consent')),
  resetPassword: module('Reset password', () => import('./routes/reset-password')),
  terms: module('Terms and Conditions', () => import('./routes/terms')),
  privacy: module('Privacy Policy', () => import('./routes/privacy')),
  dashboard: module('Dashboard', () => import('./routes/dashboard')),
  settings: module('Settings', () => import('./routes/settings')),
  aiGenerator: module('AI Generator', () => import('./routes/ai-generator')),
  quickGeneration: module('Quick Generation', () => import('./routes/quick-generation')),
  clients: module('Clients', () => import('./routes/clients')),
  clientsBasic: module('Clients', () => import('./routes/clients-basic')),
  calendar: module('Calendar', () => import('./routes/calendar')),
  pricing: module('Pricing', () => import('./routes/pricing')),
  credits: module('Get Credits', () => import('./routes/credits')),
  subscribe: module('Subscribe', () => import('./routes/subscribe')),
  updatePlan: module('Update Plan', () => import('./routes/update-plan')),
  paymentResult: module('Payment', () => import('./routes/payment-result')),
  stencils: module('Stencils', () => import('./routes/stencils')),
  gallery: module('Gallery', () => import('./routes/gallery')),
  bodyPreviewManual: module('Body Preview (Manual)', () => import('./routes/body-preview-manual')),
  photoEditor: module('Photo Editor', () => import('./routes/photo-editor')),
  modifyDesign: module('Modify Design', () => import('./routes/modify-design')),
  bodyPreview: module('Body Preview (AI)', () => import('./routes/body-preview')),
  intake: module('Consent and medical intake', () => import('./routes/intake')),
  approve: module('Design approval', () => import('./routes/approve')),
  questions: module('Questions about your tattoo', () => import('./routes/questions')),
  book: module('Book a tattoo', () => import('./routes/book')),
  bookFlash: module('Book flash', () => import('./routes/book-flash')),
  deposit: module('Pay your deposit', () => import('./routes/deposit')),
  healedPhoto: module('Send a healed photo', () => import('./routes/healed-photo')),
  bookingRequests: module('Booking requests', () => import('./routes/booking-requests')),
  flash: module('Flash', () => import('./routes/flash')),
  studio: module('Studio', () => import('./routes/studio')),
  join: module('Studio invitation', () => import('./routes/join')),
  bookings: module('Your bookings', () => import('./routes/bookings')),
  supplies: module('Supplies', () => import('./routes/supplies')),
  sessionRecord: module('Record inks & needles', () => import('./routes/session-record')),
  notFound: module('Page not found', () => import('./routes/not-found')),
} as const;

export type RouteName = keyof typeof routeModules;

const BY_PATH: Record<string, RouteName> = {
  [paths.home]: 'dashboard',
  [paths.app]: 'dashboard',
  [paths.dashboard]: 'dashboard',
  [paths.login]: 'login',
  [paths.consent]: 'consent',
  [paths.resetPassword]: 'resetPassword',
  [paths.terms]: 'terms',
  [paths.termsAndConditions]: 'terms',
  [paths.termsOfService]: 'terms',
  [paths.privacy]: 'privacy',
  [paths.settings]: 'settings',
  [paths.aiGenerator]: 'aiGenerator',
  [paths.generator]: 'aiGenerator',
  [paths.quickGeneration]: 'quickGeneration',
  [paths.clients]: 'clients',
  [paths.clientsBasic]: 'clientsBasic',
  [paths.calendar]: 'calendar',
  [paths.pricing]: 'pricing',
  [paths.credits]: 'credits',
  [paths.subscribe]: 'subscribe',
  [paths.updatePlan]: 'updatePlan',
  [paths.success]: 'paymentResult',
  [paths.checkoutSuccess]: 'paymentResult',
  [paths.stencils]: 'stencils',
  [paths.gallery]: 'gallery',
  [paths.bodyPreviewManual]: 'bodyPreviewManual',
  [paths.photoEditor]: 'photoEditor',
  [paths.modifyDesign]: 'modifyDesign',
  [paths.bodyPreview]: 'bodyPreview',
  [paths.bookingRequests]: 'bookingRequests',
  [paths.flash]: 'flash',
  [paths.studio]: 'studio',
  [paths.supplies]: 'supplies',
};

/** The screen at an address (query ignored); unknown paths are the 404 page. */
export function routeAt(to: string): RouteName {
  const path = to.split(/[?#]/)[0] ?? '';
  if (/^\/intake\/[^/]+\/?$/.test(path)) return 'intake';
  if (/^\/approve\/[^/]+\/?$/.test(path)) return 'approve';
  if (/^\/questions\/[^/]+\/?$/.test(path)) return 'questions';
  if (/^\/book\/[^/]+\/?$/.test(path)) return 'book';
  if (/^\/flash\/[^/]+\/?$/.test(path)) return 'bookFlash';
  if (/^\/deposit\/[^/]+\/?$/.test(path)) return 'deposit';
  if (/^\/healed\/[^/]+\/?$/.test(path)) return 'healedPhoto';
  if (/^\/join\/[^/]+\/?$/.test(path)) return 'join';
  if (/^\/bookings\/[^/]+\/?$/.test(path)) return 'bookings';
  if (/^\/appointments\/[^/]+\/record\/?$/.test(path)) return 'sessionRecord';
  return BY_PATH[path.replace(/(.)\/$/, '$1')] ?? 'notFound';
}

export const lazyRoute = (name: RouteName) => lazy(routeModules[name].load);
