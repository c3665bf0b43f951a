/**
 * The shapes of issue 45's shared model as the screens read them. They mirror the domain's
 * supplies area field for field, so the screens keep compiling while the API is built.
 */
export type SupplyKind = 'ink' | 'needle';
export type SupplyState = 'open' | 'finished' | 'recalled';

export interface Supply {
  id: string;
  kind: SupplyKind;
  brand: string;
  name: string;
  lot: string;
  /** YYYY-MM-DD. */
  expiresOn: string;
  openedOn: string | null;
  state: SupplyState;
  recalledAt?: string | null;
}
