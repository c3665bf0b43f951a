import type { SporeTestKind, SterilisationResult } from '@inkforge/domain';

/** users/{uid}/sterilisationCycles/{id}: one autoclave run. */
export interface StoredCycle {
  id: string;
  machine: string;
  /** The machine's name lower-cased: "Statim 2000" and "statim 2000" are one machine. */
  machineKey: string;
  cycleNumber: string;
  date: string;
  result: SterilisationResult;
  operator: string;
  createdAt: Date;
}

/** users/{uid}/sporeTests/{id}: a biological indicator read for one machine. */
export interface StoredSporeTest {
  id: string;
  machine: string;
  machineKey: string;
  date: string;
  kind: SporeTestKind;
  lab: string | null;
  result: SterilisationResult;
  createdAt: Date;
}

export const machineKeyOf = (machine: string) => machine.trim().toLowerCase();
