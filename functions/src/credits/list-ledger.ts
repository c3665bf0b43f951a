import type { LedgerEntry } from '@inkforge/domain';
import { AppError } from '../app-error';
import type { LedgerRepository } from './ledger.repository';

const LEDGER_PAGE_SIZE = 25;

/**
 * `GET /api/credits/ledger`: the caller's credit movements, newest first, a page at a time.
 * Each entry carries the balance after it, so the list shows the running balance.
 */
export async function listLedger(
  repo: LedgerRepository,
  uid: string,
  cursor: string | undefined,
): Promise<{ entries: LedgerEntry[]; nextCursor: string | null }> {
  if (cursor !== undefined && (cursor.length > 500 || cursor.includes('/'))) {
    throw new AppError('LEDGER_CURSOR_INVALID');
  }
  const page = await repo.pageEntries(uid, LEDGER_PAGE_SIZE + 1, cursor);
  const entries = page.slice(0, LEDGER_PAGE_SIZE);
  const last = entries.at(-1);
  return { entries, nextCursor: page.length > LEDGER_PAGE_SIZE && last ? last.id : null };
}
