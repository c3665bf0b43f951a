import { answer, route } from '../api/route';
import { acceptBookingRequestSchema, declineBookingRequestSchema } from './answer.schema';
import type {
  ApiBookingPage,
  ApiBookingRequest,
  ApiBookingRequests,
  ApiBookingSettings,
  ApiPublicPage,
} from './api-types';
import { publicProfileSchema } from './public-profile';
import { bookingRequestSchema } from './request.schema';
import { bookingSettingsSchema } from './settings.schema';

/**
 * Issue 27: the artist's public booking page (no sign-in; rate-limited per address) and the
 * artist's requests inbox and page settings (ID token).
 */
export const bookingRoutes = {
  page: route({
    method: 'GET',
    path: '/api/public/booking/:username',
    access: 'public',
    limit: { rule: 'publicForm', per: 'address' },
    cache: 'no-store',
    answer: answer<ApiBookingPage>(),
  }),
  // A flood at one artist's page (or a shared studio Wi-Fi) never closes another's. The page
  // sends its images as multipart, a script may send JSON: the handler reads either.
  request: route({
    method: 'POST',
    path: '/api/public/booking/:username/requests',
    access: 'public',
    limit: { rule: 'bookingRequest', per: 'address', within: 'username' },
    upload: { file: 'images', fields: bookingRequestSchema, readByHandler: true },
    status: 201,
    answer: answer<{ requestId: string }>(),
  }),
  inbox: route({
    method: 'GET',
    path: '/api/booking-requests',
    access: 'artist',
    cache: 'private, no-store',
    answer: answer<ApiBookingRequests>(),
  }),
  accept: route({
    method: 'POST',
    path: '/api/booking-requests/:id/accept',
    access: 'artist',
    body: acceptBookingRequestSchema,
    answer: answer<ApiBookingRequest>(),
  }),
  decline: route({
    method: 'POST',
    path: '/api/booking-requests/:id/decline',
    access: 'artist',
    body: declineBookingRequestSchema,
    answer: answer<ApiBookingRequest>(),
  }),
  settings: route({
    method: 'GET',
    path: '/api/profile/booking',
    access: 'artist',
    answer: answer<ApiBookingSettings>(),
  }),
  saveSettings: route({
    method: 'PUT',
    path: '/api/profile/booking',
    access: 'artist',
    body: bookingSettingsSchema,
    answer: answer<ApiBookingSettings>(),
  }),
  publicPage: route({
    method: 'GET',
    path: '/api/profile/public-page',
    access: 'artist',
    answer: answer<ApiPublicPage>(),
  }),
  savePublicPage: route({
    method: 'PUT',
    path: '/api/profile/public-page',
    access: 'artist',
    body: publicProfileSchema,
    answer: answer<ApiPublicPage>(),
  }),
  // One image (PNG, JPEG or WebP, the upload limits of every image); the page serves square
  // WebP renditions of it without metadata and the old ones are removed.
  saveAvatar: route({
    method: 'PUT',
    path: '/api/profile/public-page/avatar',
    access: 'artist',
    upload: { file: 'image' },
    answer: answer<ApiPublicPage>(),
  }),
  removeAvatar: route({
    method: 'DELETE',
    path: '/api/profile/public-page/avatar',
    access: 'artist',
    answer: answer<ApiPublicPage>(),
  }),
};
