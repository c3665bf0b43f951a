import { growInts } from './grow-ints';

/**
 * Horizontal runs of line pixels, each with a union-find parent: runs that touch (8-connected)
 * share a root, and the root holds the pixel count of the whole fragment.
 */
export class LineRuns {
  count = 0;
  start = new Int32Array(1 << 14);
  /** One past the run's last pixel, as an index into the image. */
  end = new Int32Array(1 << 14);
  parent = new Int32Array(1 << 14);
  area = new Int32Array(1 << 14);

  add(start: number, end: number): number {
    if (this.count === this.start.length) {
      this.start = growInts(this.start);
      this.end = growInts(this.end);
      this.parent = growInts(this.parent);
      this.area = growInts(this.area);
    }
    const run = this.count++;
    this.start[run] = start;
    this.end[run] = end;
    this.parent[run] = run;
    this.area[run] = end - start;
    return run;
  }

  root(run: number): number {
    let r = run;
    while (this.parent[r] !== r) r = this.parent[r]!;
    // Path compression: every run on the way now points straight at the root.
    for (let k = run; this.parent[k] !== r;) {
      const next = this.parent[k]!;
      this.parent[k] = r;
      k = next;
    }
    return r;
  }

  join(a: number, b: number): void {
    const ra = this.root(a);
    const rb = this.root(b);
    if (ra === rb) return;
    this.parent[rb] = ra;
    this.area[ra]! += this.area[rb]!;
  }
}
