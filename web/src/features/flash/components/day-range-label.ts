import type { StudioFormatters } from '@inkforge/domain';

/** A range of calendar days in the studio's date format: '5 Jun 2027 to 6 Jun 2027'. */
export function dayRangeLabel(f: StudioFormatters, { from, to }: { from: string; to: string }) {
  return from === to ? f.day(from) : `${f.day(from)} to ${f.day(to)}`;
}
