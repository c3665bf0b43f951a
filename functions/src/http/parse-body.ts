import { codeOfIssue, ERRORS } from '@inkforge/domain';
import type { z } from 'zod';
import { AppError } from '../app-error';

/**
 * Parses a request body with a domain schema. The answer carries the first issue's message
 * and the code its schema gave it with `refusal(…)` (e.g. PASSWORD_TOO_SHORT), else
 * VALIDATION_FAILED: the code never depends on a message's words.
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
  throw new AppError((first && codeOfIssue(first)) ?? 'VALIDATION_FAILED', message, fields);
}
