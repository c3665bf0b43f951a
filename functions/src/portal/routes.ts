import { portalRoutes as declared } from '@inkforge/domain';
import type { Response } from 'express';
import type { Router } from 'express';
import { mountRoutes, type RouteGuards } from '../http/mount-routes';
import type { PortalDeps } from './deps';
import { downloadInkPassport } from './download-ink-passport';
import { downloadIntake } from './download-intake';
import { downloadAftercare, downloadDepositPolicy, type PortalTextFile } from './download-text';
import { newPortalLink } from './new-portal-link';
import { openApprovalForm } from './open-approval-form';
import { openHealedPhoto } from './open-healed-photo';
import { openIntakeForm } from './open-intake-form';
import { openPortal } from './open-portal';
import { portalLinkStatus } from './portal-link-status';

function sendText(res: Response, file: PortalTextFile) {
  res.type('text/plain; charset=utf-8').set('Cache-Control', 'private, no-store');
  res.attachment(file.fileName);
  res.send(file.text);
}

/** Issue 49: the client's page (the token is the key) and the artist's side of its link. */
export function portalRoutes(deps: PortalDeps, guards: RouteGuards): Router {
  return mountRoutes(
    declared,
    {
      newLink: async ({ uid, params }) => newPortalLink(deps, uid, params.id),
      linkStatus: async ({ uid, params }) => portalLinkStatus(deps, uid, params.id),
      open: async ({ params }) => openPortal(deps, params.token),
      intakePdf: async ({ params, res }) => {
        const file = await downloadIntake(deps, params.token, params.id);
        res.type('application/pdf').set('Cache-Control', 'private, no-store');
        res.attachment(file.fileName);
        res.send(Buffer.from(file.bytes));
      },
      depositPolicy: async ({ params, res }) =>
        sendText(res, await downloadDepositPolicy(deps, params.token, params.id)),
      intakeForm: async ({ params, res }) => {
        res.set('Cache-Control', 'no-store');
        res.redirect(303, await openIntakeForm(deps, params.token, params.id));
      },
      approval: async ({ params, res }) => {
        res.set('Cache-Control', 'no-store');
        res.redirect(303, await openApprovalForm(deps, params.token, params.id));
      },
      healedPhoto: async ({ params, res }) => {
        res.set('Cache-Control', 'no-store');
        res.redirect(303, await openHealedPhoto(deps, params.token, params.id));
      },
      aftercare: async ({ params, res }) =>
        sendText(res, await downloadAftercare(deps, params.token, params.id)),
      inkPassport: async ({ params, res }) => {
        const file = await downloadInkPassport(deps, params.token, params.id);
        res.type('application/pdf').set('Cache-Control', 'private, no-store');
        res.attachment(file.fileName);
        res.send(Buffer.from(file.bytes));
      },
    },
    guards,
  );
}
