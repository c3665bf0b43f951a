import type { User } from '@inkforge/domain';
import { readItem, removeItem, storageKeys, writeItem } from '@/lib/storage';

/** A session backup is trusted for 10 minutes, then discarded. */
export const SESSION_BACKUP_TTL_MS = 10 * 60 * 1000;

interface SessionBackup {
  user: User;
  timestamp: number;
  url: string;
}

export function saveSessionBackup(user: User, now = Date.now()): void {
  const backup: SessionBackup = { user, timestamp: now, url: window.location.href };
  writeItem('local', storageKeys.sessionBackup, JSON.stringify(backup));
}

export function clearSessionBackup(): void {
  removeItem('local', storageKeys.sessionBackup);
}

export function readSessionBackup(now = Date.now()): User | undefined {
  const raw = readItem('local', storageKeys.sessionBackup);
  if (!raw) return undefined;
  try {
    const backup = JSON.parse(raw) as Partial<SessionBackup>;
    const fresh =
      typeof backup.timestamp === 'number' && now - backup.timestamp <= SESSION_BACKUP_TTL_MS;
    if (fresh && backup.user) return backup.user;
  } catch {
    // A corrupt backup is the same as none.
  }
  clearSessionBackup();
  return undefined;
}
