import type { HouseShare, StudioFormatters } from '@inkforge/domain';

/** "House share 40%" or "Chair rent €400.00 a month", in the studio's money. */
export function houseShareLabel(share: HouseShare | null, format: StudioFormatters): string {
  if (!share) return 'No house share set';
  if (share.kind === 'percent') return `House share ${share.percent}%`;
  return `Chair rent ${format.money(share.monthlyCents)} a month`;
}
