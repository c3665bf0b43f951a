import { sterilisationRoutes as declared } from '@inkforge/domain';
import type { Router } from 'express';
import type { Firestore } from '../adapters/firebase/firebase';
import { mountRoutes, type RouteGuards } from '../http/mount-routes';
import { createSterilisationDeps } from './deps';
import { listCycles } from './list-cycles';
import { listSporeTests } from './list-spore-tests';
import { logCycle } from './log-cycle';
import { logSporeTest } from './log-spore-test';

/** Issue 45: the sterilisation log (autoclave cycles, spore tests) and the sessions at risk. */
export function sterilisationArea(
  deps: { db: Firestore; clock: () => Date },
  guards: RouteGuards,
): Router {
  const log = createSterilisationDeps(deps);
  return mountRoutes(
    declared,
    {
      createCycle: ({ uid, body }) => logCycle(log, uid, body),
      listCycles: ({ uid, query }) => listCycles(log, uid, query.machine),
      createSporeTest: ({ uid, body }) => logSporeTest(log, uid, body),
      listSporeTests: ({ uid }) => listSporeTests(log, uid),
    },
    guards,
  );
}
