import type { Request, Response } from 'express';
import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../app-error';
import { pageName } from './page-name';

function run(username: string) {
  const req = { params: { username } } as unknown as Request<{ username: string }>;
  const next = vi.fn();
  pageName(req, {} as Response, next);
  return { username: req.params.username, next };
}

describe('the name of a public booking page', () => {
  it('becomes the key the page resolves, before the budget reads it', () => {
    for (const spelling of [' Ink ', '\u00A0ink', 'INK', '\uFF29\uFF4E\uFF4B']) {
      const { username, next } = run(spelling);
      expect(username).toBe('ink');
      expect(next).toHaveBeenCalledWith();
    }
  });

  it('is the page’s 404 when no page can have it, before anything is looked up', () => {
    for (const name of ['constructor', ' __proto__ ', 'Prototype', '__x__', '..', 'a/b', ' ']) {
      expect(() => run(name), name).toThrow(AppError);
      expect(() => run(name)).toThrow(expect.objectContaining({ code: 'BOOKING_NOT_FOUND' }));
    }
  });
});
