import type { Supply } from './model';

/** A supply for tests: an open black ink unless told otherwise. */
export function supply(overrides: Partial<Supply> & Pick<Supply, 'id'>): Supply {
  return {
    kind: 'ink',
    brand: 'Dynamic',
    name: 'Triple Black',
    lot: `LOT-${overrides.id}`,
    expiresOn: '2028-01-31',
    openedOn: '2026-11-02',
    state: 'open',
    recalledAt: null,
    ...overrides,
  };
}
