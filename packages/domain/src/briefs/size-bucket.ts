import type { ProjectSize } from '../clients/constants';

/**
 * A request gives its size in centimetres (its longest side); a project records a size bucket.
 * The upper bounds, in cm, of each bucket but the last: a palm-sized piece is small, a
 * forearm's length large, a whole arm a sleeve, anything longer a back piece.
 */
export const SIZE_BUCKET_LIMITS_CM: readonly (readonly [ProjectSize, number])[] = [
  ['small', 10],
  ['medium', 20],
  ['large', 35],
  ['sleeve', 60],
];

/** The project size bucket a request of `sizeCm` falls in (bounds inclusive). */
export function sizeBucketOf(sizeCm: number): ProjectSize {
  for (const [bucket, upTo] of SIZE_BUCKET_LIMITS_CM) if (sizeCm <= upTo) return bucket;
  return 'full_back';
}
