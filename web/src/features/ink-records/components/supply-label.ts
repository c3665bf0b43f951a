import type { Supply } from '../model';
import { STATUS_WORDS, supplyStatus } from '../supply-status';

/** "Dynamic Triple Black · lot A123": how a supply is named on every screen. */
export function supplyName(s: Pick<Supply, 'brand' | 'name' | 'lot'>): string {
  return `${s.brand} ${s.name} · lot ${s.lot}`;
}

/** The status said in words after the name when it is not simply open. */
export function statusSuffix(s: Supply, today: string): string {
  const status = supplyStatus(s, today);
  return status === 'open' ? '' : ` (${STATUS_WORDS[status]})`;
}
