import { approvalRoutes as declared } from '@inkforge/domain';
import type { Router } from 'express';
import { mountRoutes, type RouteGuards } from '../http/mount-routes';
import { askApprovalChanges } from './ask-approval-changes';
import { getApproval } from './get-approval';
import { giveApproval } from './give-approval';
import { openApproval } from './open-approval';
import type { ClientsDeps } from './deps';
import { requestApproval } from './request-approval';

/**
 * Beyond the spec (issue 16): design approval of a project. The artist's calls need the ID
 * token; /approve/{token} is the client's, public by design (rate-limited per address).
 */
export function approvalRoutes(deps: ClientsDeps, guards: RouteGuards): Router {
  return mountRoutes(
    declared,
    {
      request: async ({ uid, params, body }) => requestApproval(deps, uid, params.id, body),
      get: async ({ uid, params }) => getApproval(deps, uid, params.id),
      open: async ({ params }) => openApproval(deps, params.token),
      give: async ({ params, body }) => giveApproval(deps, params.token, body.name),
      askChanges: async ({ params, body }) => askApprovalChanges(deps, params.token, body),
    },
    guards,
  );
}
