import { describe, expect, it } from 'vitest';
import { missingReasons, pickerOrder, sameAsLastTime } from './record-picker';
import { supply } from './test-supplies';

const TODAY = '2026-12-07';

describe('the record picker', () => {
  const shelf = [
    supply({ id: 'a-black', brand: 'Alpha' }),
    supply({ id: 'b-red', brand: 'Beta', name: 'Red' }),
    supply({ id: 'needle', kind: 'needle', brand: 'Cheyenne', name: '3RL' }),
    supply({ id: 'z-white', brand: 'Zeta', name: 'White' }),
    supply({ id: 'old', brand: 'Old', expiresOn: '2026-01-01' }),
    supply({ id: 'gone', state: 'finished' }),
  ];

  it("offers the last session's set first, in its order, then the other open supplies", () => {
    const order = pickerOrder(shelf, ['z-white', 'needle'], TODAY).map((s) => s.id);
    expect(order).toEqual(['z-white', 'needle', 'a-black', 'b-red']);
  });

  it('offers an expired supply only when it was in the last set, never a finished one', () => {
    expect(pickerOrder(shelf, [], TODAY).map((s) => s.id)).not.toContain('old');
    expect(pickerOrder(shelf, ['old', 'gone'], TODAY).map((s) => s.id)[0]).toBe('old');
    expect(pickerOrder(shelf, ['old', 'gone'], TODAY).map((s) => s.id)).not.toContain('gone');
  });

  it('"Same as last time" picks the last set still on the shelf', () => {
    expect(sameAsLastTime(shelf, ['z-white', 'gone', 'needle'])).toEqual(['z-white', 'needle']);
  });

  it('asks a reason for an expired or recalled pick, and is satisfied by one', () => {
    const withRecall = [...shelf, supply({ id: 'pulled', state: 'recalled' })];
    const picked = ['a-black', 'old', 'pulled'];
    expect(missingReasons(withRecall, picked, {}, TODAY).map((s) => s.id)).toEqual([
      'old',
      'pulled',
    ]);
    expect(
      missingReasons(withRecall, picked, { old: 'Last of the lot', pulled: '  ' }, TODAY).map(
        (s) => s.id,
      ),
    ).toEqual(['pulled']);
  });
});
