import { Router, type RequestHandler, type Response } from 'express';
import { authOf } from '../http/auth-context';
import type { EvidenceDeps } from './deps';
import { evidencePdf } from './evidence-pdf';
import { gatherAppointmentEvidence, gatherProjectEvidence, type Evidence } from './gather-evidence';

function sendPdf(res: Response, evidence: Evidence, bytes: Uint8Array, name: string): void {
  res.type('application/pdf').set('Cache-Control', 'private, no-store');
  res.attachment(`evidence-${name}-${evidence.generatedAt.toISOString().slice(0, 10)}.pdf`);
  res.send(Buffer.from(bytes));
}

/** Issue 27: the evidence PDFs of a disputed deposit, for the artist who owns the records. */
export function evidenceRoutes(deps: EvidenceDeps, requireAuth: RequestHandler): Router {
  const router = Router();
  router.use(['/appointments/:id/evidence.pdf', '/client-projects/:id/evidence.pdf'], requireAuth);
  const uid = (res: Response) => authOf(res).uid;
  router.get('/appointments/:id/evidence.pdf', async (req, res) => {
    const evidence = await gatherAppointmentEvidence(deps, uid(res), req.params.id);
    sendPdf(res, evidence, await evidencePdf(evidence), 'appointment');
  });
  router.get('/client-projects/:id/evidence.pdf', async (req, res) => {
    const evidence = await gatherProjectEvidence(deps, uid(res), req.params.id);
    sendPdf(res, evidence, await evidencePdf(evidence), 'project');
  });
  return router;
}
