import { z } from 'zod';
import { answer, route } from '../api/route';
import type {
  ApiCreatedInvitation,
  ApiInvitationPreview,
  ApiMyStudio,
  ApiStudioMember,
} from './api-types';
import { createStudioSchema, invitationSchema, memberPatchSchema } from './studio.schema';

/**
 * Issue 43: a studio, its members and their invitations. Roles are read from the member's
 * record on every call (never a token claim), so a removal takes effect on the next request.
 * A non-member gets 404 STUDIO_NOT_FOUND, a member without the right 403 STUDIO_FORBIDDEN.
 */
export const studioRoutes = {
  create: route({
    method: 'POST',
    path: '/api/studios',
    access: 'artist',
    body: createStudioSchema,
    status: 201,
    answer: answer<ApiMyStudio>(),
  }),
  mine: route({
    method: 'GET',
    path: '/api/studios/mine',
    access: 'artist',
    cache: 'private, no-store',
    answer: answer<ApiMyStudio>(),
  }),
  invite: route({
    method: 'POST',
    path: '/api/studios/:id/invitations',
    access: 'artist',
    body: invitationSchema,
    status: 201,
    limit: { rule: 'studioInvite', per: 'artist' },
    answer: answer<ApiCreatedInvitation>(),
  }),
  revokeInvitation: route({
    method: 'DELETE',
    path: '/api/studios/:id/invitations/:invitationId',
    access: 'artist',
    answer: answer<{ success: true }>(),
  }),
  previewInvitation: route({
    method: 'GET',
    path: '/api/public/studio-invitations/:token',
    access: 'public',
    limit: { rule: 'publicForm', per: 'address' },
    cache: 'no-store',
    answer: answer<ApiInvitationPreview>(),
  }),
  acceptInvitation: route({
    method: 'POST',
    path: '/api/studio-invitations/:token/accept',
    access: 'artist',
    limit: { rule: 'publicForm', per: 'artist' },
    body: z.object({}).optional(),
    answer: answer<ApiMyStudio>(),
  }),
  removeMember: route({
    method: 'DELETE',
    path: '/api/studios/:id/members/:uid',
    access: 'artist',
    answer: answer<{ success: true }>(),
  }),
  updateMember: route({
    method: 'PATCH',
    path: '/api/studios/:id/members/:uid',
    access: 'artist',
    body: memberPatchSchema,
    answer: answer<ApiStudioMember>(),
  }),
};
