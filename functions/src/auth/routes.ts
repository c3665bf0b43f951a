import {
  changePasswordRequestSchema,
  firebaseLoginRequestSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  resetPasswordRequestSchema,
  signupRequestSchema,
  validateResetTokenRequestSchema,
} from '@inkforge/domain';
import { Router, type RequestHandler } from 'express';
import { authOf } from '../http/auth-context';
import { parseBody } from '../http/parse-body';
import { limit } from '../http/rate-limit';
import { changePassword } from './change-password';
import type { AuthDeps } from './deps';
import { forgotPassword } from './forgot-password';
import { login } from './login';
import { logout } from './logout';
import { resetPassword } from './reset-password';
import { signup } from './signup';
import { validateResetToken } from './validate-reset-token';

export interface AuthGuards {
  requireAuth: RequestHandler;
  optionalAuth: RequestHandler;
}

export function authRoutes(deps: AuthDeps, guards: AuthGuards): Router {
  // Budgets per address (password guessing, mail flooding) before anything is read.
  const { requireAuth, optionalAuth } = guards;
  const router = Router();

  router.get('/auth/me', requireAuth, async (_req, res) => {
    res.json(await deps.users.ensureCaller(authOf(res)));
  });

  router.post('/auth/firebase', requireAuth, async (req, res) => {
    // The body's firebaseUid and email are ignored: the verified token says who this is.
    const { displayName } = parseBody(firebaseLoginRequestSchema, req.body);
    res.json({ user: await deps.users.ensureCaller(authOf(res), displayName) });
  });

  router.post('/auth/signup', limit('login', 'address'), async (req, res) => {
    const input = parseBody(signupRequestSchema, req.body);
    res.status(201).json(await signup(deps, input));
  });

  router.post('/auth/login', limit('login', 'address'), async (req, res) => {
    res.json(await login(deps, parseBody(loginRequestSchema, req.body)));
  });

  router.post('/auth/logout', optionalAuth, async (_req, res) => {
    res.json(await logout(deps, res.locals.auth));
  });

  router.post('/auth/forgot-password', limit('passwordReset', 'address'), async (req, res) => {
    res.json(await forgotPassword(deps, parseBody(forgotPasswordRequestSchema, req.body)));
  });

  router.post('/auth/validate-reset-token', limit('passwordReset', 'address'), async (req, res) => {
    const input = parseBody(validateResetTokenRequestSchema, req.body);
    res.json(await validateResetToken(deps, input));
  });

  router.post('/auth/reset-password', limit('passwordReset', 'address'), async (req, res) => {
    res.json(await resetPassword(deps, parseBody(resetPasswordRequestSchema, req.body)));
  });

  router.post(
    '/auth/change-password',
    requireAuth,
    limit('changePassword', 'artist'),
    async (req, res) => {
      const input = parseBody(changePasswordRequestSchema, req.body);
      res.json(await changePassword(deps, authOf(res), input));
    },
  );

  return router;
}
