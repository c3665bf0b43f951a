import { answer, route } from '../api/route';
import {
  changePasswordRequestSchema,
  firebaseLoginRequestSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  resetPasswordRequestSchema,
  signupRequestSchema,
  validateResetTokenRequestSchema,
  type ResetTokenCheck,
} from '../auth';
import type { User } from '../user';

type Message = { message: string };

/**
 * Sign-up, sign-in, sign-out, the password reset and change, and who the caller is. The
 * calls before sign-in spend a budget per address (password guessing, mail flooding).
 */
export const authRoutes = {
  me: route({ method: 'GET', path: '/api/auth/me', access: 'artist', answer: answer<User>() }),
  firebaseLogin: route({
    method: 'POST',
    path: '/api/auth/firebase',
    access: 'artist',
    body: firebaseLoginRequestSchema,
    answer: answer<{ user: User }>(),
  }),
  signup: route({
    method: 'POST',
    path: '/api/auth/signup',
    access: 'public',
    body: signupRequestSchema,
    status: 201,
    limit: { rule: 'login', per: 'address' },
    answer: answer<{ user: User; sessionToken: string }>(),
  }),
  login: route({
    method: 'POST',
    path: '/api/auth/login',
    access: 'public',
    body: loginRequestSchema,
    limit: { rule: 'login', per: 'address' },
    answer: answer<{ user: User; sessionToken: string }>(),
  }),
  logout: route({
    method: 'POST',
    path: '/api/auth/logout',
    access: 'optional',
    answer: answer<Message>(),
  }),
  forgotPassword: route({
    method: 'POST',
    path: '/api/auth/forgot-password',
    access: 'public',
    body: forgotPasswordRequestSchema,
    limit: { rule: 'passwordReset', per: 'address' },
    answer: answer<Message>(),
  }),
  validateResetToken: route({
    method: 'POST',
    path: '/api/auth/validate-reset-token',
    access: 'public',
    body: validateResetTokenRequestSchema,
    limit: { rule: 'passwordReset', per: 'address' },
    answer: answer<ResetTokenCheck>(),
  }),
  resetPassword: route({
    method: 'POST',
    path: '/api/auth/reset-password',
    access: 'public',
    body: resetPasswordRequestSchema,
    limit: { rule: 'passwordReset', per: 'address' },
    answer: answer<Message>(),
  }),
  changePassword: route({
    method: 'POST',
    path: '/api/auth/change-password',
    access: 'artist',
    body: changePasswordRequestSchema,
    limit: { rule: 'changePassword', per: 'artist' },
    answer: answer<{ message: string; sessionToken: string }>(),
  }),
};
