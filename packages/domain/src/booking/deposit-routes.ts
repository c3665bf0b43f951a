import { answer, route } from '../api/route';
import type { ApiConnectStatus } from './api-types';
import {
  depositCheckoutSchema,
  depositOutcomeSchema,
  depositRequestSchema,
  type ApiAppointmentDeposit,
  type ApiPublicDeposit,
} from './deposit';

/** Per address, like the other private-link pages: guessing tokens costs the guesser. */
const publicForm = { rule: 'publicForm', per: 'address' } as const;

/**
 * Issue 27: the client's deposit page (no sign-in: the link's token is the key) and the
 * artist's Stripe Connect onboarding and deposits (ID token).
 */
export const depositRoutes = {
  publicDeposit: route({
    method: 'GET',
    path: '/api/public/deposits/:token',
    access: 'public',
    limit: publicForm,
    cache: 'no-store',
    answer: answer<ApiPublicDeposit>(),
  }),
  checkout: route({
    method: 'POST',
    path: '/api/public/deposits/:token/checkout',
    access: 'public',
    limit: publicForm,
    body: depositCheckoutSchema,
    answer: answer<{ url: string }>(),
  }),
  connectStatus: route({
    method: 'GET',
    path: '/api/profile/payments-connect',
    access: 'artist',
    cache: 'private, no-store',
    answer: answer<ApiConnectStatus>(),
  }),
  startConnect: route({
    method: 'POST',
    path: '/api/profile/payments-connect',
    access: 'artist',
    answer: answer<{ url: string }>(),
  }),
  outcome: route({
    method: 'POST',
    path: '/api/appointments/:id/deposit-outcome',
    access: 'artist',
    body: depositOutcomeSchema,
    answer: answer<ApiAppointmentDeposit>(),
  }),
  request: route({
    method: 'POST',
    path: '/api/appointments/:id/deposit-request',
    access: 'artist',
    body: depositRequestSchema,
    status: 201,
    answer: answer<ApiAppointmentDeposit>(),
  }),
};
