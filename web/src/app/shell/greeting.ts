import type { User } from '@inkforge/domain';

const FIRST_DAY_MS = 24 * 60 * 60 * 1000;

/** 'Welcome' on an account's first day (it has not been here before), 'Welcome back' after. */
export function greeting(user: Pick<User, 'createdAt'>, now = Date.now()): string {
  const age = now - Date.parse(user.createdAt);
  return Number.isFinite(age) && age < FIRST_DAY_MS ? 'Welcome' : 'Welcome back';
}
