import { studioRoutes as declared } from '@inkforge/domain';
import type { Router } from 'express';
import { authOf } from '../http/auth-context';
import { mountRoutes, type RouteGuards } from '../http/mount-routes';
import { acceptInvitation } from './accept-invitation';
import { createStudio } from './create-studio';
import type { StudiosDeps } from './deps';
import { getMyStudio } from './get-my-studio';
import { inviteMember } from './invite-member';
import { previewInvitation } from './preview-invitation';
import { removeMember } from './remove-member';
import { revokeInvitation } from './revoke-invitation';
import { updateMember } from './update-member';

/** A studio, its members and their invitations (issue 43). */
export function studiosRoutes(deps: StudiosDeps, guards: RouteGuards): Router {
  return mountRoutes(
    declared,
    {
      create: async ({ uid, body }) => createStudio(deps, uid, body),
      mine: async ({ uid }) => getMyStudio(deps, uid),
      invite: async ({ uid, params, body }) => inviteMember(deps, uid, params.id, body),
      revokeInvitation: async ({ uid, params }) =>
        revokeInvitation(deps, uid, params.id, params.invitationId),
      previewInvitation: async ({ params }) => previewInvitation(deps, params.token),
      acceptInvitation: async ({ res, params }) =>
        acceptInvitation(deps, authOf(res), params.token),
      removeMember: async ({ uid, params }) => removeMember(deps, uid, params.id, params.uid),
      updateMember: async ({ uid, params, body }) =>
        updateMember(deps, uid, params.id, params.uid, body),
    },
    guards,
  );
}
