import {
  ERRORS,
  loginRequestSchema,
  refusal,
  refusalIssue,
  resetPasswordRequestSchema,
} from '@inkforge/domain';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { AppError } from '../app-error';
import { parseBody } from './parse-body';

function failure(run: () => unknown): AppError {
  try {
    run();
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
  throw new Error('expected an AppError');
}

describe('parseBody', () => {
  it('returns the parsed body', () => {
    expect(parseBody(loginRequestSchema, { email: ' a@b.co ', password: 'x' })).toEqual({
      email: 'a@b.co',
      password: 'x',
    });
  });

  it('uses the domain code the schema gave the first issue', () => {
    const err = failure(() =>
      parseBody(resetPasswordRequestSchema, { token: 't', newPassword: '1' }),
    );
    expect(err.code).toBe('PASSWORD_TOO_SHORT');
    expect(err.status).toBe(400);
    expect(err.fields).toEqual({ newPassword: err.message });
  });

  it('reads the code off the issue, not its words', () => {
    // Two refusals with the same words keep their own codes; words alone carry none.
    const schema = z.object({
      a: z.string(refusal('PASSWORD_TOO_SHORT')),
      b: z.string(ERRORS.PASSWORD_TOO_SHORT.message),
    });
    expect(failure(() => parseBody(schema, { b: 'x' })).code).toBe('PASSWORD_TOO_SHORT');
    const wordsOnly = failure(() => parseBody(schema, { a: 'x' }));
    expect(wordsOnly.code).toBe('VALIDATION_FAILED');
    expect(wordsOnly.message).toBe(ERRORS.PASSWORD_TOO_SHORT.message);
  });

  it('keeps the code of an issue a refinement adds', () => {
    const schema = z.object({ a: z.string() }).superRefine((_v, ctx) => {
      ctx.addIssue({ code: 'custom', path: ['a'], ...refusalIssue('MISSING_PROMPT') });
    });
    expect(failure(() => parseBody(schema, { a: 'x' })).code).toBe('MISSING_PROMPT');
  });

  it('treats a missing body as empty', () => {
    expect(failure(() => parseBody(loginRequestSchema, undefined)).code).toBe('EMAIL_REQUIRED');
  });

  it.each([['text'], [[1, 2]], [null], [42]])(
    'refuses a body that is not an object: %j',
    (body) => {
      expect(failure(() => parseBody(loginRequestSchema, body)).code).toBe('VALIDATION_FAILED');
    },
  );
});
