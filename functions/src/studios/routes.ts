import { studioRoutes as declared } from '@inkforge/domain';
import type { Router } from 'express';
import { AppError } from '../app-error';
import { mountRoutes, type RouteGuards } from '../http/mount-routes';
import { createStudio } from './create-studio';
import type { StudiosDeps } from './deps';
import { getMyStudio } from './get-my-studio';

const notYet = async (): Promise<never> => {
  throw new AppError('NOT_FOUND');
};

/** A studio, its members and their invitations (issue 43). */
export function studiosRoutes(deps: StudiosDeps, guards: RouteGuards): Router {
  return mountRoutes(
    declared,
    {
      create: async ({ uid, body }) => createStudio(deps, uid, body),
      mine: async ({ uid }) => getMyStudio(deps, uid),
      invite: notYet,
      revokeInvitation: notYet,
      previewInvitation: notYet,
      acceptInvitation: notYet,
      removeMember: notYet,
      updateMember: notYet,
    },
    guards,
  );
}
