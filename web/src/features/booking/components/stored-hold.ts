import type { ApiHold } from '@inkforge/domain';
import { readItem, removeItem, storageKeys, writeItem } from '@/lib/storage';

/** A hold as the page keeps it while the client pays: enough to show it and let it go. */
export interface StoredHold extends ApiHold {
  username: string;
  title: string;
  start: string;
}

/** The client's live hold on this artist's page, if any (an ended one is forgotten). */
export function readHold(username: string, now = Date.now()): StoredHold | null {
  try {
    const hold = JSON.parse(readItem('session', storageKeys.flashHold) ?? 'null') as StoredHold;
    if (hold?.username !== username) return null;
    if (new Date(hold.expiresAt).getTime() <= now) {
      forgetHold();
      return null;
    }
    return hold;
  } catch {
    return null;
  }
}

export const keepHold = (hold: StoredHold) =>
  writeItem('session', storageKeys.flashHold, JSON.stringify(hold));

export const forgetHold = () => removeItem('session', storageKeys.flashHold);
