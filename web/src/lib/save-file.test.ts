import { describe, expect, it } from 'vitest';
import { timestampedName } from './save-file';

describe('timestampedName', () => {
  it('names a download with the local date and time', () => {
    expect(timestampedName('tattoo-design', new Date(2026, 0, 31, 14, 5, 9))).toBe(
      'tattoo-design-2026-01-31-14-05-09.png',
    );
  });
});
