import type { Router } from 'express';
import type { RouteGuards } from '../http/mount-routes';
import { usersRoutes } from './routes';
import type { UsersService } from './users.service';

/** The terms acceptance and marketing consent of a signed-in user. */
export function usersArea(deps: { users: UsersService }, guards: RouteGuards): Router {
  return usersRoutes(deps.users, guards);
}
