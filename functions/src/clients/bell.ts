import type { NotificationKind } from '@inkforge/domain';
import type { ClientsTransaction } from './collections.repository';

/** One line in the artist's bell: what happened, in words, and the screen that shows it. */
export interface BellNotice {
  kind: NotificationKind;
  title: string;
  body: string;
  link: string | null;
}

/**
 * Writes a notice to the artist's bell inside the caller's transaction, under an id that says
 * what it is about (written twice, it is one notice). The notifications area provides it.
 */
export type BellWriter = (
  tx: ClientsTransaction,
  uid: string,
  id: string,
  notice: BellNotice,
) => void;
