import {
  formatDateTime,
  intakeSubmissionSchema,
  studioFormatOf,
  waiverRequestSchema,
} from '@inkforge/domain';
import { Router, type RequestHandler } from 'express';
import { authOf } from '../http/auth-context';
import { parseBody } from '../http/parse-body';
import { limit } from '../http/rate-limit';
import type { ClientsDeps } from './deps';
import { createIntakeLink } from './create-intake-link';
import { intakePdf } from './intake-pdf';
import { getIntakeStatus, signedIntakeOf } from './get-intake-status';
import { openIntakeForm } from './open-intake';
import { signIntake } from './sign-intake';
import { getWaiver } from './get-waiver';
import { revokeIntakeLink } from './revoke-intake-link';
import { saveWaiver } from './save-waiver';

/**
 * Beyond the spec (issue 16): the client's consent and medical intake. The artist's calls need
 * the ID token; /intake/{token} is the client's, public by design (the unguessable token is the
 * key, rate-limited per address).
 */
export function intakeRoutes(deps: ClientsDeps, requireAuth: RequestHandler): Router {
  const router = Router();
  router.use(['/appointments', '/profile/waiver'], requireAuth);
  const uid = (res: Parameters<typeof authOf>[0]) => authOf(res).uid;

  router.post('/appointments/:id/intake-link', async (req, res) => {
    res.status(201).json(await createIntakeLink(deps, uid(res), req.params.id));
  });
  router.delete('/appointments/:id/intake-link', async (req, res) => {
    await revokeIntakeLink(deps, uid(res), req.params.id);
    res.json({ success: true });
  });
  router.get('/appointments/:id/intake', async (req, res) => {
    res.json(await getIntakeStatus(deps, uid(res), req.params.id));
  });
  router.get('/appointments/:id/intake.pdf', async (req, res) => {
    const owner = uid(res);
    const form = await signedIntakeOf(deps, owner, req.params.id);
    const appointment = (await deps.records.listAppointments(owner)).find(
      (a) => a.id === req.params.id,
    );
    const date = appointment?.appointmentDate ?? new Date(form.signedAt);
    const studio = studioFormatOf(await deps.clients.readUser(owner));
    const zone = appointment?.timezone ?? studio.timeZone;
    const style = { timeZone: studio.timeZone, locale: studio.locale };
    const when = formatDateTime(date, { timeZone: zone, locale: studio.locale }, { weekday: true });
    const pdf = await intakePdf(
      form,
      { title: appointment?.title ?? '', when: `${when} (${zone})` },
      style,
    );
    res.type('application/pdf').set('Cache-Control', 'private, no-store');
    res.attachment(`intake-${form.signedAt.slice(0, 10)}.pdf`);
    res.send(Buffer.from(pdf));
  });

  const publicForm = limit('publicForm', 'address');
  router.get('/intake/:token', publicForm, async (req, res) => {
    res.set('Cache-Control', 'no-store').json(await openIntakeForm(deps, req.params.token));
  });
  router.post('/intake/:token', publicForm, async (req, res) => {
    const input = parseBody(intakeSubmissionSchema, req.body);
    res.status(201).json(await signIntake(deps, req.params.token, input));
  });

  router.get('/profile/waiver', async (_req, res) => {
    res.json(await getWaiver(deps, uid(res)));
  });
  router.put('/profile/waiver', async (req, res) => {
    const { text } = parseBody(waiverRequestSchema, req.body);
    res.json(await saveWaiver(deps, uid(res), text));
  });
  return router;
}
