import type { Router } from 'express';
import type { Firestore } from '../adapters/firebase/firebase';
import { createStudioRecords } from '../clients';
import type { RouteGuards } from '../http/mount-routes';
import { createAppointmentMails } from '../reminders';
import { createEvidenceRepository } from './evidence.repository';
import { evidenceRoutes } from './routes';

/** The evidence of a disputed deposit (issue 27), wired for the app. */
export function evidenceArea(
  deps: { db: Firestore; clock: () => Date },
  guards: RouteGuards,
): Router {
  return evidenceRoutes(
    {
      studio: createStudioRecords(deps.db),
      records: createEvidenceRepository(deps.db),
      mails: createAppointmentMails(deps.db),
      clock: deps.clock,
    },
    guards,
  );
}
