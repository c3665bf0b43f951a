import { formatDateTime, intakeRoutes as declared, studioFormatOf } from '@inkforge/domain';
import type { Router } from 'express';
import { mountRoutes, type RouteGuards } from '../http/mount-routes';
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
export function intakeRoutes(deps: ClientsDeps, guards: RouteGuards): Router {
  return mountRoutes(
    declared,
    {
      createLink: async ({ uid, params }) => createIntakeLink(deps, uid, params.id),
      revokeLink: async ({ uid, params }) => {
        await revokeIntakeLink(deps, uid, params.id);
        return { success: true };
      },
      status: async ({ uid, params }) => getIntakeStatus(deps, uid, params.id),
      pdf: async ({ uid, params, res }) => {
        const form = await signedIntakeOf(deps, uid, params.id);
        const appointment = (await deps.records.listAppointments(uid)).find(
          (a) => a.id === params.id,
        );
        const date = appointment?.appointmentDate ?? new Date(form.signedAt);
        const studio = studioFormatOf(await deps.clients.readUser(uid));
        const zone = appointment?.timezone ?? studio.timeZone;
        const style = { timeZone: studio.timeZone, locale: studio.locale };
        const when = formatDateTime(
          date,
          { timeZone: zone, locale: studio.locale },
          { weekday: true },
        );
        const pdf = await intakePdf(
          form,
          { title: appointment?.title ?? '', when: `${when} (${zone})` },
          style,
        );
        res.type('application/pdf').set('Cache-Control', 'private, no-store');
        res.attachment(`intake-${form.signedAt.slice(0, 10)}.pdf`);
        res.send(Buffer.from(pdf));
      },
      open: async ({ params }) => openIntakeForm(deps, params.token),
      sign: async ({ params, body }) => signIntake(deps, params.token, body),
      waiver: async ({ uid }) => getWaiver(deps, uid),
      saveWaiver: async ({ uid, body }) => saveWaiver(deps, uid, body.text),
    },
    guards,
  );
}
