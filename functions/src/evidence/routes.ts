import { evidenceRoutes as declared } from '@inkforge/domain';
import type { Response, Router } from 'express';
import { mountRoutes, type RouteGuards } from '../http/mount-routes';
import type { EvidenceDeps } from './deps';
import { evidencePdf } from './evidence-pdf';
import { gatherAppointmentEvidence, gatherProjectEvidence, type Evidence } from './gather-evidence';

function sendPdf(res: Response, evidence: Evidence, bytes: Uint8Array, name: string): void {
  res.type('application/pdf').set('Cache-Control', 'private, no-store');
  res.attachment(`evidence-${name}-${evidence.generatedAt.toISOString().slice(0, 10)}.pdf`);
  res.send(Buffer.from(bytes));
}

/** Issue 27: the evidence PDFs of a disputed deposit, for the artist who owns the records. */
export function evidenceRoutes(deps: EvidenceDeps, guards: RouteGuards): Router {
  return mountRoutes(
    declared,
    {
      appointment: async ({ uid, params, res }) => {
        const evidence = await gatherAppointmentEvidence(deps, uid, params.id);
        sendPdf(res, evidence, await evidencePdf(evidence), 'appointment');
      },
      project: async ({ uid, params, res }) => {
        const evidence = await gatherProjectEvidence(deps, uid, params.id);
        sendPdf(res, evidence, await evidencePdf(evidence), 'project');
      },
    },
    guards,
  );
}
