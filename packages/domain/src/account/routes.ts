import { answer, route } from '../api/route';
import { consentRequestSchema } from '../auth';
import { studioFormatRequestSchema, type StudioFormatRequest } from '../format';
import type { User } from '../user';
import type { DeleteAccountResponse } from './delete-account';
import {
  deleteAccountRequestSchema,
  profileUpdateSchema,
  type ProfileUpdateResponse,
} from './profile';

/** The terms acceptance and marketing consent of a signed-in user. */
export const userRoutes = {
  consent: route({
    method: 'POST',
    path: '/api/user/consent',
    access: 'artist',
    body: consentRequestSchema,
    answer: answer<{ user: User }>(),
  }),
};

/** The profile: username, display name, the e-mail change, and the studio's formats. */
export const profileRoutes = {
  update: route({
    method: 'PATCH',
    path: '/api/profile',
    access: 'artist',
    // An e-mail account's address is checked, a Google account's is not: the operation
    // parses the body by the caller's sign-in method; this schema only types and names it.
    body: profileUpdateSchema('email'),
    bodyParsedByOperation: true,
    limit: { rule: 'profile', per: 'artist' },
    answer: answer<ProfileUpdateResponse>(),
  }),
  formats: route({
    method: 'PUT',
    path: '/api/profile/formats',
    access: 'artist',
    body: studioFormatRequestSchema,
    limit: { rule: 'profile', per: 'artist' },
    answer: answer<StudioFormatRequest>(),
  }),
};

/** Account deletion. */
export const accountRoutes = {
  remove: route({
    method: 'DELETE',
    path: '/api/account',
    access: 'artist',
    body: deleteAccountRequestSchema,
    answer: answer<DeleteAccountResponse>(),
  }),
};
