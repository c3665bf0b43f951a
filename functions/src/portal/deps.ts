import type { Firestore } from '../adapters/firebase/firebase';
import type { StudioRecords } from '../clients';

/** What the client's page and the artist's side of its link need. */
export interface PortalDeps {
  db: Firestore;
  records: StudioRecords;
  appOrigin: string;
  clock: () => Date;
}
