/**
 * A pixel-index list twice as long, holding the same entries. Stacks and queues of pixel indices
 * start small and grow on demand rather than being sized for every pixel of the image up front
 * (64 MB at 4096²).
 */
export function growInts(list: Int32Array): Int32Array<ArrayBuffer> {
  const bigger = new Int32Array(list.length * 2);
  bigger.set(list);
  return bigger;
}
