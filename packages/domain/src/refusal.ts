import { ERRORS, type ErrorCode } from './errors';

/** What a schema refusal gives zod: the message by its code, and the code on the issue. */
export interface Refusal {
  error: (issue: object) => string;
}

/**
 * A schema's refusal that carries its own code: `.min(8, refusal('PASSWORD_TOO_SHORT'))`.
 * The message comes from the code (so the web's forms show it), and the code rides on the
 * issue's params, where the API's parser reads it: rewording a message never changes the
 * code a caller receives.
 */
export function refusal(code: ErrorCode): Refusal {
  return {
    error: (issue) => {
      // Zod hands its error map the issue it is building; the params it keeps are ours.
      const raw = issue as { params?: Record<string, unknown> };
      raw.params = { ...raw.params, code };
      return ERRORS[code].message;
    },
  };
}

/** The same for an issue a refinement adds itself: `ctx.addIssue({ code: 'custom', ...}`. */
export function refusalIssue(code: ErrorCode): { message: string; params: { code: ErrorCode } } {
  return { message: ERRORS[code].message, params: { code } };
}

/** The domain code a finished issue carries, if a refusal gave it one. */
export function codeOfIssue(issue: object): ErrorCode | undefined {
  const code = (issue as { params?: { code?: unknown } }).params?.code;
  return typeof code === 'string' && code in ERRORS ? (code as ErrorCode) : undefined;
}
