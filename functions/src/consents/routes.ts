import { consentRoutes as declared, userConsentTypeSchema } from '@inkforge/domain';
import type { Router } from 'express';
import { AppError } from '../app-error';
import { mountRoutes, type RouteGuards } from '../http/mount-routes';
import type { ConsentsService } from './consents.service';

export function consentsRoutes(consents: ConsentsService, guards: RouteGuards): Router {
  return mountRoutes(
    declared,
    {
      // 200 means the user has declared it; 404 means not yet ("ok means consent").
      get: async ({ uid, params }) => {
        const type = userConsentTypeSchema.safeParse(params.type);
        if (!type.success) throw new AppError('NOT_FOUND');
        const consent = await consents.get(uid, type.data);
        if (!consent) throw new AppError('NOT_FOUND', 'No consent has been recorded yet.');
        return { consent };
      },
      record: async ({ uid, body, req }) => ({
        consent: await consents.record(uid, body, {
          ipAddress: req.ip,
          userAgent: req.get('user-agent'),
        }),
      }),
    },
    guards,
  );
}
