import { promoRoutes as declared } from '@inkforge/domain';
import type { Router } from 'express';
import { authOf } from '../http/auth-context';
import { mountRoutes, type RouteGuards } from '../http/mount-routes';
import { redeemPromoCode, type PromoDeps } from './redeem-promo-code';

export function promoRoutes(deps: PromoDeps, guards: RouteGuards): Router {
  return mountRoutes(
    declared,
    { redeem: async ({ res, body }) => redeemPromoCode(deps, authOf(res), body) },
    guards,
  );
}
