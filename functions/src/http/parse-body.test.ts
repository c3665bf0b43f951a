import { loginRequestSchema, resetPasswordRequestSchema } from '@inkforge/domain';
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

  it('uses the domain code whose message the first issue carries', () => {
    const err = failure(() =>
      parseBody(resetPasswordRequestSchema, { token: 't', newPassword: '1' }),
    );
    expect(err.code).toBe('PASSWORD_TOO_SHORT');
    expect(err.status).toBe(400);
    expect(err.fields).toEqual({ newPassword: err.message });
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
