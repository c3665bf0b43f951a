import { describe, expect, it } from 'vitest';
import { drawnLine } from './schemas';

describe('the offline design card line (issue 35)', () => {
  it('names what was drawn and what was not, in words', () => {
    expect(drawnLine({ elements: ['cactus'], notDrawn: ['pot'] })).toBe(
      'Drawn offline: cactus; not drawn: pot',
    );
    expect(drawnLine({ elements: ['sperm-whale', 'fluffy-cloud'], notDrawn: [] })).toBe(
      'Drawn offline: sperm whale, fluffy cloud',
    );
  });
});
