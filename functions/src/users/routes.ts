import { userRoutes as declared } from '@inkforge/domain';
import type { Router } from 'express';
import { authOf } from '../http/auth-context';
import { mountRoutes, type RouteGuards } from '../http/mount-routes';
import type { UsersService } from './users.service';

export function usersRoutes(users: UsersService, guards: RouteGuards): Router {
  return mountRoutes(
    declared,
    { consent: async ({ res, body }) => ({ user: await users.recordConsent(authOf(res), body) }) },
    guards,
  );
}
