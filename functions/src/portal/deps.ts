import type { Firestore } from '../adapters/firebase/firebase';
import type { StudioRecords } from '../clients';
import type { InkPassportDeps } from '../ink-passport';

/** What the client's page and the artist's side of its link need. */
export interface PortalDeps {
  db: Firestore;
  records: StudioRecords;
  appOrigin: string;
  clock: () => Date;
  /** The ink passports of sessions with a record (issue 45): the client's private copy. */
  passports: InkPassportDeps;
}
