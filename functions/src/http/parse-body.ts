import { ERRORS, type ErrorCode } from '@inkforge/domain';
import type { z } from 'zod';
import { AppError } from '../app-error';

const codeByMessage = new Map<string, ErrorCode>(
  (Object.keys(ERRORS) as ErrorCode[]).map((code) => [ERRORS[code].message, code]),
);

/**
 * Parses a request body with a domain schema. The answer carries the first issue's message
 * and, when that message is a domain message, its own code (e.g. PASSWORD_TOO_SHORT).
 */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  if (body !== undefined && (typeof body !== 'object' || body === null || Array.isArray(body))) {
    throw new AppError('VALIDATION_FAILED', 'The request body must be a JSON object.');
  }
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  const first = result.error.issues[0];
  const message = first?.message ?? ERRORS.VALIDATION_FAILED.message;
  throw new AppError(codeByMessage.get(message) ?? 'VALIDATION_FAILED', message, fields);
}
