import { briefRoutes as declared } from '@inkforge/domain';
import type { Router } from 'express';
import { mountRoutes, type RouteGuards } from '../http/mount-routes';
import type { BriefDeps } from './deps';
import { draftBrief } from './draft-brief';
import { editBrief } from './edit-brief';

/** Issue 46: the consultation brief on a booking request. */
export function briefRoutes(deps: BriefDeps, guards: RouteGuards): Router {
  return mountRoutes(
    declared,
    {
      draftBrief: async ({ uid, params }) => draftBrief(deps, uid, params.id),
      editBrief: async ({ uid, params, body }) => editBrief(deps, uid, params.id, body),
    },
    guards,
  );
}
