/** A finger on the canvas, in screen pixels. */
export interface Point {
  x: number;
  y: number;
}

const MIN_SIZE = 0.01;
const MAX_SIZE = 3;

const distance = (a: Point, b: Point) => Math.hypot(b.x - a.x, b.y - a.y);
const angle = (a: Point, b: Point) => (Math.atan2(b.y - a.y, b.x - a.x) * 180) / Math.PI;

/**
 * Two fingers moved from `from` to `to`: the tattoo grows as they spread and turns as they
 * turn, from the size and rotation it had when the pinch began.
 */
export function pinchTo(
  start: { size: number; rotation: number },
  from: [Point, Point],
  to: [Point, Point],
): { size: number; rotation: number } {
  const spread = distance(...to) / Math.max(1, distance(...from));
  const size = Math.min(MAX_SIZE, Math.max(MIN_SIZE, start.size * spread));
  const turned = start.rotation + angle(...to) - angle(...from);
  const rotation = Math.round(((turned % 360) + 360) % 360);
  return { size: Math.round(size * 100) / 100, rotation };
}
