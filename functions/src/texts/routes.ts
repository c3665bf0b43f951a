import { textRoutes as declared } from '@inkforge/domain';
import type { Router } from 'express';
import { mountRoutes, type RouteGuards } from '../http/mount-routes';
import type { TextDeps } from './deps';
import { getTextSettings, saveTextSettings } from './text-settings';
import { getTextUsage } from './text-usage';

/** Settings → Texts and the dashboard's count (issue 44). */
export function textRoutes(deps: TextDeps, guards: RouteGuards): Router {
  return mountRoutes(
    declared,
    {
      settings: async ({ uid }) => getTextSettings(deps, uid),
      saveSettings: async ({ uid, body }) => saveTextSettings(deps, uid, body),
      usage: async ({ uid }) => getTextUsage(deps, uid),
    },
    guards,
  );
}
