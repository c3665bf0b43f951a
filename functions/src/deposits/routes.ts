import { depositRoutes as declared } from '@inkforge/domain';
import type { Router } from 'express';
import { mountRoutes, type RouteGuards } from '../http/mount-routes';
import { applyDepositOutcome } from './apply-outcome';
import { askDeposit } from './ask-deposit';
import { connectStatus, startConnectOnboarding } from './connect';
import type { DepositsDeps } from './deps';
import { getPublicDeposit, startDepositCheckout } from './public-deposit';

/**
 * Issue 27: the client's deposit page (no sign-in: the link's token is the key) and the
 * artist's Stripe Connect onboarding (ID token).
 */
export function depositRoutes(deps: DepositsDeps, guards: RouteGuards): Router {
  return mountRoutes(
    declared,
    {
      publicDeposit: async ({ params }) => getPublicDeposit(deps, params.token),
      checkout: async ({ params, body }) => startDepositCheckout(deps, params.token, body),
      connectStatus: async ({ uid }) => connectStatus(deps, uid),
      startConnect: async ({ uid }) => startConnectOnboarding(deps, uid),
      outcome: async ({ uid, params, body }) => applyDepositOutcome(deps, uid, params.id, body),
      request: async ({ uid, params, body }) => askDeposit(deps, uid, params.id, body.amount),
    },
    guards,
  );
}
