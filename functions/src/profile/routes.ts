import { profileRoutes as declared } from '@inkforge/domain';
import type { Router } from 'express';
import { authOf } from '../http/auth-context';
import { mountRoutes, type RouteGuards } from '../http/mount-routes';
import type { ProfileDeps } from './deps';
import { updateFormats } from './update-formats';
import { updateProfile } from './update-profile';

export function profileRoutes(deps: ProfileDeps, guards: RouteGuards): Router {
  return mountRoutes(
    declared,
    {
      update: async ({ res, body }) => updateProfile(deps, authOf(res), body),
      formats: async ({ res, body }) => updateFormats(deps, authOf(res), body),
    },
    guards,
  );
}
