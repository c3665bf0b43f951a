import { studioMoneyRoutes as declared } from '@inkforge/domain';
import type { Router } from 'express';
import type { Firestore } from '../adapters/firebase/firebase';
import { mountRoutes, type RouteGuards } from '../http/mount-routes';
import { commissionsReport } from './commissions-report';
import { createStudioMoneyDeps } from './deps';

/** A studio's money (issue 43): the house shares and the month's commissions report. */
export function studioMoneyArea(
  deps: { db: Firestore; clock: () => Date },
  guards: RouteGuards,
): Router {
  const money = createStudioMoneyDeps(deps);
  return mountRoutes(
    declared,
    {
      commissions: async ({ uid, params, query, req, res }) =>
        commissionsReport(money, { uid, studioId: params.id, month: query.month, req, res }),
    },
    guards,
  );
}
