/**
 * Every outline of the ink in a 0/1 mask, as closed rings of points: the midpoints of the pixel
 * edges between ink and paper, in order (what marching squares gives for a two-tone image).
 * Outer outlines run one way and holes the other, so an even-odd fill draws them right.
 *
 * Each ink/paper edge is followed once: a scan finds an edge not yet used and walks along the
 * boundary from corner to corner until it is back. Linear in the image and its outline length
 * (a library's isoline tracer spent seconds pairing holes with their outlines at 4096², which an
 * even-odd fill does not need). Where two ink pixels meet only at a corner, the walk turns so the
 * ink stays one piece.
 */
export function traceOutlines(
  ink: Uint8Array,
  w: number,
  h: number,
  onRing: (ring: Float64Array, points: number) => void,
): void {
  const at = (x: number, y: number) => x >= 0 && y >= 0 && x < w && y < h && ink[y * w + x] === 1;
  // Horizontal edges already walked, at the top of row y (y = 0..h): where rings start.
  const usedH = new Uint8Array((h + 1) * w);
  let ring = new Float64Array(1024);

  // Directions: 0 = +x, 1 = +y, 2 = -x, 3 = -y (image coordinates, y down). An edge leaving the
  // corner (vx, vy) in direction d exists when the pixel ahead on its right is ink and the one
  // on its left is paper.
  const leaves = (vx: number, vy: number, d: number): boolean => {
    switch (d) {
      case 0:
        return at(vx, vy) && !at(vx, vy - 1);
      case 1:
        return at(vx - 1, vy) && !at(vx, vy);
      case 2:
        return at(vx - 1, vy - 1) && !at(vx - 1, vy);
      default:
        return at(vx, vy - 1) && !at(vx - 1, vy - 1);
    }
  };

  for (let sy = 0; sy <= h; sy++) {
    for (let sx = 0; sx < w; sx++) {
      // A ring starts at an unwalked top edge of an ink pixel (every outline has one).
      if (usedH[sy * w + sx] || !leaves(sx, sy, 0)) continue;
      let n = 0;
      let vx = sx;
      let vy = sy;
      let d = 0;
      for (;;) {
        // Walk the edge leaving (vx, vy) in direction d; record its midpoint.
        if (n * 2 + 2 > ring.length) {
          const grown = new Float64Array(ring.length * 2);
          grown.set(ring);
          ring = grown;
        }
        if (d === 0) {
          usedH[vy * w + vx] = 1;
          ring[n * 2] = vx + 0.5;
          ring[n * 2 + 1] = vy;
          vx += 1;
        } else if (d === 1) {
          ring[n * 2] = vx;
          ring[n * 2 + 1] = vy + 0.5;
          vy += 1;
        } else if (d === 2) {
          usedH[vy * w + vx - 1] = 1;
          ring[n * 2] = vx - 0.5;
          ring[n * 2 + 1] = vy;
          vx -= 1;
        } else {
          ring[n * 2] = vx;
          ring[n * 2 + 1] = vy - 0.5;
          vy -= 1;
        }
        n++;
        // Turn left first (ink meeting at a corner stays one outline), then straight, then right.
        // Each edge has one successor, so the walk comes back to its first edge.
        const left = (d + 3) % 4;
        const right = (d + 1) % 4;
        d = leaves(vx, vy, left) ? left : leaves(vx, vy, d) ? d : right;
        if (vx === sx && vy === sy && d === 0) break;
      }
      onRing(ring, n);
    }
  }
}
