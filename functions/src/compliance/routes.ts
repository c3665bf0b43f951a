import { complianceRoutes as declared } from '@inkforge/domain';
import type { Router } from 'express';
import { mountRoutes, type RouteGuards } from '../http/mount-routes';
import { complianceReport } from './compliance-report';
import type { ComplianceDeps } from './deps';

/** Issue 45: the inspector's report of the artist's own session records. */
export function complianceRoutes(deps: ComplianceDeps, guards: RouteGuards): Router {
  return mountRoutes(
    declared,
    {
      report: async ({ uid, query, req, res }) => complianceReport(deps, { uid, query, req, res }),
    },
    guards,
  );
}
