import type { Router } from 'express';
import type { Firestore } from '../adapters/firebase/firebase';
import type { LedgerService } from '../credits/ledger.service';
import type { RouteGuards } from '../http/mount-routes';
import type { Logger } from '../logger';
import { createPromoRepository } from './promo.repository';
import { promoRoutes } from './routes';

/** Promo codes: one redemption per account, e-mail and device. */
export function promoArea(
  deps: { db: Firestore; ledger: LedgerService; clock: () => Date; logger: Logger },
  guards: RouteGuards,
): Router {
  const { ledger, clock, logger } = deps;
  return promoRoutes({ repo: createPromoRepository(deps.db), ledger, clock, logger }, guards);
}
