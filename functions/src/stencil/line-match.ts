import { dilate } from './dilate';
import type { LineMask } from './raster';

export interface LineMatch {
  /** Share of stencil line pixels within `tolerance` px of a true line pixel. */
  precision: number;
  /** Share of true line pixels within `tolerance` px of a stencil line pixel. */
  recall: number;
}

function share(of: LineMask, near: LineMask): number {
  let total = 0;
  let hit = 0;
  for (let i = 0; i < of.data.length; i++) {
    if (of.data[i] !== 1) continue;
    total++;
    if (near.data[i] === 1) hit++;
  }
  return total === 0 ? 0 : hit / total;
}

/** The pixels within `tolerance` px of a line pixel of the mask, as a new mask. */
function near(mask: LineMask, tolerance: number): LineMask {
  const copy = { ...mask, data: mask.data.slice() };
  dilate(copy, tolerance);
  return copy;
}

/** Precision and recall of line pixels with a distance tolerance (the stencil quality measure). */
export function matchLines(found: LineMask, truth: LineMask, tolerance: number): LineMatch {
  return {
    precision: share(found, near(truth, tolerance)),
    recall: share(truth, near(found, tolerance)),
  };
}
