import { FILE_ANSWER, answer, route } from '../api/route';
import type { ApiPortal, ApiPortalLink, ApiPortalLinkStatus } from './api-types';

/** Per address, like the other private-link pages: guessing tokens costs the guesser. */
const publicForm = { rule: 'publicForm', per: 'address' } as const;

/**
 * Issue 49: the client's page (no sign-in: the link's token is the key) and the artist's
 * side of the link (ID token). Moves, cancels and the balance declare their own groups.
 */
export const portalRoutes = {
  newLink: route({
    method: 'POST',
    path: '/api/clients/:id/portal-link',
    access: 'artist',
    status: 201,
    answer: answer<ApiPortalLink>(),
  }),
  linkStatus: route({
    method: 'GET',
    path: '/api/clients/:id/portal-link',
    access: 'artist',
    cache: 'private, no-store',
    answer: answer<ApiPortalLinkStatus>(),
  }),
  open: route({
    method: 'GET',
    path: '/api/public/portal/:token',
    access: 'public',
    limit: publicForm,
    cache: 'no-store',
    answer: answer<ApiPortal>(),
  }),
  intakePdf: route({
    method: 'GET',
    path: '/api/public/portal/:token/appointments/:id/intake.pdf',
    access: 'public',
    limit: publicForm,
    answer: FILE_ANSWER,
  }),
  depositPolicy: route({
    method: 'GET',
    path: '/api/public/portal/:token/appointments/:id/deposit-policy.txt',
    access: 'public',
    limit: publicForm,
    answer: FILE_ANSWER,
  }),
  /** The to-do button "Fill in the consent form": a fresh intake link, then 303 to its page. */
  intakeForm: route({
    method: 'GET',
    path: '/api/public/portal/:token/appointments/:id/intake',
    access: 'public',
    limit: publicForm,
    answer: FILE_ANSWER,
  }),
  /** The to-do button "Approve the design": a fresh approval link, then 303 to its page. */
  approval: route({
    method: 'GET',
    path: '/api/public/portal/:token/projects/:id/approval',
    access: 'public',
    limit: publicForm,
    answer: FILE_ANSWER,
  }),
  /** "Send a photo of the healed tattoo" after a session: a fresh link, then 303 to its page. */
  healedPhoto: route({
    method: 'GET',
    path: '/api/public/portal/:token/appointments/:id/healed-photo',
    access: 'public',
    limit: publicForm,
    answer: FILE_ANSWER,
  }),
  aftercare: route({
    method: 'GET',
    path: '/api/public/portal/:token/appointments/:id/aftercare.txt',
    access: 'public',
    limit: publicForm,
    answer: FILE_ANSWER,
  }),
  /** The ink passport of a session with a record (issue 45): the client's private copy. */
  inkPassport: route({
    method: 'GET',
    path: '/api/public/portal/:token/appointments/:id/ink-passport.pdf',
    access: 'public',
    limit: publicForm,
    answer: FILE_ANSWER,
  }),
};
