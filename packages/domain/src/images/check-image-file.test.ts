import { describe, expect, it } from 'vitest';
import { imageFileProblem } from './check-image-file';

describe('imageFileProblem', () => {
  it('accepts JPEG, PNG and WebP up to 10 MB', () => {
    expect(imageFileProblem({ type: 'image/png', size: 10 * 1024 * 1024 })).toBeNull();
    expect(imageFileProblem({ type: 'image/webp', size: 1 })).toBeNull();
  });
  it('names the problem', () => {
    expect(imageFileProblem({ type: 'image/svg+xml', size: 10 })).toBe('invalid');
    expect(imageFileProblem({ type: 'image/jpeg', size: 10 * 1024 * 1024 + 1 })).toBe('too_large');
  });
});
