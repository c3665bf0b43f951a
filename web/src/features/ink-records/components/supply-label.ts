import type { Supply } from '../model';

/** "Dynamic Triple Black · lot A123": how a supply is named on every screen. */
export function supplyName(s: Pick<Supply, 'brand' | 'name' | 'lot'>): string {
  return `${s.brand} ${s.name} · lot ${s.lot}`;
}
