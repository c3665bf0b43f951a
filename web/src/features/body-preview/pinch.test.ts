import { describe, expect, it } from 'vitest';
import { pinchTo } from './pinch';

describe('pinchTo', () => {
  const start = { size: 1, rotation: 350 };

  it('grows and shrinks with the fingers, within the size range', () => {
    const from: [{ x: number; y: number }, { x: number; y: number }] = [
      { x: 0, y: 0 },
      { x: 100, y: 0 },
    ];
    expect(
      pinchTo(start, from, [
        { x: 0, y: 0 },
        { x: 200, y: 0 },
      ]).size,
    ).toBe(2);
    expect(
      pinchTo(start, from, [
        { x: 0, y: 0 },
        { x: 1000, y: 0 },
      ]).size,
    ).toBe(3);
  });

  it('turns with the fingers, past 360 back to 0', () => {
    const turned = pinchTo(
      start,
      [
        { x: 0, y: 0 },
        { x: 100, y: 0 },
      ],
      [
        { x: 0, y: 0 },
        { x: 0, y: 100 },
      ],
    );
    expect(turned).toEqual({ size: 1, rotation: 80 });
  });
});
