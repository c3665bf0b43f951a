import type { User } from '@inkforge/domain';
import { readItem, removeItem, storageKeys, writeItem } from '@/lib/storage';

/** A session backup is trusted for 10 minutes, then discarded. */
const SESSION_BACKUP_TTL_MS = 10 * 60 * 1000;

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

function readBackup(): SessionBackup | undefined {
  const raw = readItem('local', storageKeys.sessionBackup);
  if (!raw) return undefined;
  try {
    const backup = JSON.parse(raw) as Partial<SessionBackup>;
    if (backup.user && typeof backup.timestamp === 'number') return backup as SessionBackup;
  } catch {
    // A corrupt backup is the same as none.
  }
  clearSessionBackup();
  return undefined;
}

/** The backup, trusted as the session itself (a payment return) only while it is fresh. */
export function readSessionBackup(now = Date.now()): User | undefined {
  const backup = readBackup();
  return backup && now - backup.timestamp <= SESSION_BACKUP_TTL_MS ? backup.user : undefined;
}

/**
 * The last signed-in user this browser saw, however old: the header and sidebar paint with it
 * while the session is restored, and the server's answer replaces it (or signs out). Cleared on
 * sign-out.
 */
export function readLastKnownUser(): User | undefined {
  return readBackup()?.user;
}
