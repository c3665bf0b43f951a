import { answer, route } from '../api/route';
import {
  healedPhotoFieldsSchema,
  type ApiHealedPhotoLink,
  type ApiHealedPhotoSent,
} from './healed-photo';

/**
 * Issue 27: the client's page for a photo of the healed tattoo. Public by design: the
 * unguessable token is the key, and each address has a budget.
 */
export const healedPhotoRoutes = {
  open: route({
    method: 'GET',
    path: '/api/public/healed-photos/:token',
    access: 'public',
    limit: { rule: 'publicForm', per: 'address' },
    cache: 'no-store',
    answer: answer<ApiHealedPhotoLink>(),
  }),
  send: route({
    method: 'POST',
    path: '/api/public/healed-photos/:token',
    access: 'public',
    limit: { rule: 'healedPhoto', per: 'address' },
    upload: { file: 'photo', fields: healedPhotoFieldsSchema },
    status: 201,
    answer: answer<ApiHealedPhotoSent>(),
  }),
};
