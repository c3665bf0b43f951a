import { authRoutes as declared } from '@inkforge/domain';
import type { Router } from 'express';
import { authOf } from '../http/auth-context';
import { mountRoutes, type RouteGuards } from '../http/mount-routes';
import { changePassword } from './change-password';
import type { AuthDeps } from './deps';
import { forgotPassword } from './forgot-password';
import { login } from './login';
import { logout } from './logout';
import { resetPassword } from './reset-password';
import { signup } from './signup';
import { validateResetToken } from './validate-reset-token';

export function authRoutes(deps: AuthDeps, guards: RouteGuards): Router {
  return mountRoutes(
    declared,
    {
      me: async ({ res }) => deps.users.ensureCaller(authOf(res)),
      // The body's firebaseUid and email are ignored: the verified token says who this is.
      firebaseLogin: async ({ res, body }) => ({
        user: await deps.users.ensureCaller(authOf(res), body.displayName),
      }),
      signup: async ({ body }) => signup(deps, body),
      login: async ({ body }) => login(deps, body),
      logout: async ({ res }) => logout(deps, res.locals.auth),
      forgotPassword: async ({ body }) => forgotPassword(deps, body),
      validateResetToken: async ({ body }) => validateResetToken(deps, body),
      resetPassword: async ({ body }) => resetPassword(deps, body),
      changePassword: async ({ res, body }) => changePassword(deps, authOf(res), body),
    },
    guards,
  );
}
