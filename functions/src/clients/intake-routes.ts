import { intakeRoutes as declared } from '@inkforge/domain';
import type { Router } from 'express';
import { mountRoutes, type RouteGuards } from '../http/mount-routes';
import type { ClientsDeps } from './deps';
import { createIntakeLink } from './create-intake-link';
import { intakePdfFile } from './intake-file';
import { getIntakeStatus } from './get-intake-status';
import { openIntakeForm } from './open-intake';
import { signIntake } from './sign-intake';
import { getWaiver } from './get-waiver';
import { revokeIntakeLink } from './revoke-intake-link';
import { saveWaiver } from './save-waiver';
import { clientIntakeCopy } from './client-intake-copy';

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
      status: async ({ uid, params }) => {
        const status = await getIntakeStatus(deps, uid, params.id);
        if (status.form)
          await deps.onMedicalRead?.(uid, { what: 'answers', appointmentId: params.id });
        return status;
      },
      pdf: async ({ uid, params, res }) => {
        const file = await intakePdfFile(deps, uid, params.id);
        await deps.onMedicalRead?.(uid, { what: 'pdf', appointmentId: params.id });
        res.type('application/pdf').set('Cache-Control', 'private, no-store');
        res.attachment(file.fileName);
        res.send(Buffer.from(file.bytes));
      },
      open: async ({ params }) => openIntakeForm(deps, params.token),
      sign: async ({ params, body }) => signIntake(deps, params.token, body),
      waiver: async ({ uid }) => getWaiver(deps, uid),
      saveWaiver: async ({ uid, body }) => saveWaiver(deps, uid, body.text),
      signedCopy: async ({ params, res }) => {
        const file = await clientIntakeCopy(deps, params.token);
        res.type('application/pdf').set('Cache-Control', 'private, no-store');
        res.attachment(file.fileName);
        res.send(Buffer.from(file.bytes));
      },
    },
    guards,
  );
}
