import { accountRoutes as declared } from '@inkforge/domain';
import type { Router } from 'express';
import { authOf } from '../http/auth-context';
import { mountRoutes, type RouteGuards } from '../http/mount-routes';
import { deleteAccount, type AccountDeps } from './delete-account';

export function accountRoutes(deps: AccountDeps, guards: RouteGuards): Router {
  // The body is only the typed confirmation: parsed, then nothing more is read from it.
  return mountRoutes(
    declared,
    { remove: async ({ res }) => deleteAccount(deps, authOf(res)) },
    guards,
  );
}
