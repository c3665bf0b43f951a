import { inkPassportRoutes as declared } from '@inkforge/domain';
import type { Router } from 'express';
import { mountRoutes, type RouteGuards } from '../http/mount-routes';
import type { InkPassportDeps } from './deps';
import { downloadPassport } from './download-passport';
import { listPassports } from './list-passports';

/** Issue 45: the client's ink passport, for the artist who owns the record. */
export function inkPassportRoutes(deps: InkPassportDeps, guards: RouteGuards): Router {
  return mountRoutes(
    declared,
    {
      pdf: async ({ uid, params, res }) => {
        const file = await downloadPassport(deps, uid, params.id);
        res.type('application/pdf').set('Cache-Control', 'private, no-store');
        res.attachment(file.fileName);
        res.send(Buffer.from(file.bytes));
      },
      ofClient: async ({ uid, params }) => listPassports(deps, uid, params.id),
    },
    guards,
  );
}
