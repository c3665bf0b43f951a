import type { User } from '@inkforge/domain';

/** The only account data the assistant ever sees: the caller's own name, plan and balance. */
export interface CallerContext {
  firstName: string;
  planName: string;
  creditsRemaining: number;
}

export function callerContextOf(user: User): CallerContext {
  return {
    firstName: user.firstName,
    planName: user.planName,
    creditsRemaining: user.creditsRemaining,
  };
}
