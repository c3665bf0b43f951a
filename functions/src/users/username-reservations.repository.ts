import { usernameKey } from '@inkforge/domain';
import { FieldPath, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { usernameCandidates } from './user-doc';

/**
 * `usernames/{lower-cased name}` holds `{uid}`: whoever creates it owns the name, so two artists
 * racing for "Ink" and "ink" meet on one document and Firestore lets only one transaction win.
 */
export const USERNAMES = 'usernames';

const PAGE = 300;

interface UsernameRename {
  uid: string;
  from: string;
  to: string;
}

export interface UsernameBackfillReport {
  /** Accounts read. */
  scanned: number;
  /** Reservations written for names nobody held yet. */
  reserved: number;
  /** Accounts whose name was already reserved for them (a second run finds only these). */
  alreadyReserved: number;
  /** Accounts whose name an older account (or a reservation) already held, and their new name. */
  renamed: UsernameRename[];
}

type Outcome =
  { kind: 'reserved' | 'alreadyReserved' | 'none' } | ({ kind: 'renamed' } & UsernameRename);

/**
 * Reserves the username of every account created before names were reserved, so the
 * case-insensitive uniqueness that sign-up and PATCH /api/profile keep holds for every account.
 * Oldest account first: when two accounts share a name ("Ink" and "ink"), the older keeps it and
 * the younger moves to the first free of the names sign-up would have given it. Each account is
 * one transaction, so it is safe beside live traffic and to run again (the second run changes
 * nothing). `createdBefore` (default: now) bounds the walk to the accounts that predate
 * reservations; accounts made since reserve their name at sign-up.
 */
export async function reserveExistingUsernames(
  db: Firestore,
  options: { createdBefore?: Date; now?: () => Date } = {},
): Promise<UsernameBackfillReport> {
  const now = options.now ?? (() => new Date());
  const createdBefore = options.createdBefore ?? now();
  const report: UsernameBackfillReport = {
    scanned: 0,
    reserved: 0,
    alreadyReserved: 0,
    renamed: [],
  };
  let after: DocumentSnapshot | undefined;
  for (;;) {
    let query = db
      .collection('users')
      .where('createdAt', '<', createdBefore)
      .orderBy('createdAt')
      .orderBy(FieldPath.documentId())
      .limit(PAGE);
    if (after) query = query.startAfter(after);
    const page = await query.get();
    for (const user of page.docs) {
      report.scanned += 1;
      const outcome = await reserveOne(db, user.id, now());
      if (outcome.kind === 'renamed') {
        report.renamed.push({ uid: outcome.uid, from: outcome.from, to: outcome.to });
      } else if (outcome.kind !== 'none') {
        report[outcome.kind] += 1;
      }
    }
    if (page.size < PAGE) return report;
    after = page.docs[page.size - 1];
  }
}

function reserveOne(db: Firestore, uid: string, createdAt: Date): Promise<Outcome> {
  const names = db.collection(USERNAMES);
  const ref = db.collection('users').doc(uid);
  return db.runTransaction(async (tx): Promise<Outcome> => {
    const username: unknown = (await tx.get(ref)).get('username');
    if (typeof username !== 'string' || !username.trim()) return { kind: 'none' };
    const candidates = usernameCandidates(username, uid);
    const claims = await Promise.all(
      candidates.map((name) => tx.get(names.doc(usernameKey(name)))),
    );
    const mine = claims[0];
    if (mine?.exists && mine.get('uid') === uid) return { kind: 'alreadyReserved' };
    const free = claims.findIndex((claim) => !claim.exists || claim.get('uid') === uid);
    const name = candidates[free];
    if (name === undefined) return { kind: 'none' };
    if (!claims[free]?.exists) tx.create(names.doc(usernameKey(name)), { uid, createdAt });
    if (free === 0) return { kind: 'reserved' };
    tx.update(ref, { username: name, updatedAt: createdAt });
    return { kind: 'renamed', uid, from: username, to: name };
  });
}
