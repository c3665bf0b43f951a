import { describe, expect, it } from 'vitest';
import { canvasSize, compositeOf, DEFAULT_CONTROLS, positionOf } from './manual-preview';

describe('manual preview', () => {
  it('starts at opacity 80, size 1, multiply', () => {
    expect(DEFAULT_CONTROLS).toMatchObject({ opacity: 80, size: 1, blend: 'multiply' });
  });

  it('turns a click into a clamped percent position', () => {
    const rect = { left: 10, top: 20, width: 200, height: 100 };
    expect(positionOf({ clientX: 110, clientY: 70 }, rect)).toEqual({ x: 50, y: 50 });
    expect(positionOf({ clientX: -50, clientY: 500 }, rect)).toEqual({ x: 0, y: 100 });
  });

  it('fits the canvas in 400 px and maps normal to plain drawing', () => {
    expect(canvasSize(1600, 800)).toEqual({ width: 400, height: 200 });
    expect(canvasSize(300, 200)).toEqual({ width: 300, height: 200 });
    expect(compositeOf('normal')).toBe('source-over');
    expect(compositeOf('color-burn')).toBe('color-burn');
  });
});
