import type { BriefEstimate, StudioFormatters } from '@inkforge/domain';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const range = (min: number, max: number, show: (n: number) => string) =>
  min === max ? show(min) : `${show(min)}–${show(max)}`;

/**
 * The estimate in words, with where it comes from: only the artist's own finished projects,
 * so a new artist reads "no history yet", never an invented figure.
 */
export function estimateText(estimate: BriefEstimate, f: StudioFormatters): string {
  if (estimate.basedOn === 0 || !estimate.hours || !estimate.priceCents) {
    return 'No history yet: the estimate comes from your own finished projects of a similar size and style, and there are none to go by.';
  }
  const hours = range(estimate.hours.min, estimate.hours.max, String);
  const { currency } = estimate;
  const price = range(estimate.priceCents.min, estimate.priceCents.max, (cents) =>
    f.moneyOf({ cents, currency }),
  );
  // The server's note names the projects it used ("Based on 3 finished projects of …").
  const basis =
    estimate.note.trim() ||
    `Based on ${plural(estimate.basedOn, 'finished project', 'finished projects')}.`;
  return `${hours} hours, ${price}. ${basis}`;
}
