import { fromSnapshot } from '../adapters/firebase/documents';
import { notifyInTransaction } from '../notifications';
import { recordStatus } from './deliver-text';
import type { TextDeps } from './deps';
import { emailInstead } from './email-instead';
import type { StoredText } from './text-record';
import { textContext } from './write-text';

/** What the provider reports of a text (its status callback, verified by the webhook). */
export interface TextStatusUpdate {
  sid: string;
  status: string;
  errorCode: string | null;
}

/** A later report never takes a text back to an earlier state (callbacks arrive out of order). */
const RANK: Partial<Record<StoredText['status'], number>> = {
  queued: 1,
  sent: 2,
  delivered: 3,
  undelivered: 3,
  failed: 3,
};
const FAILED: readonly StoredText['status'][] = ['undelivered', 'failed'];

/**
 * Records what became of a sent text. When the carrier could not deliver it, the same words go
 * by e-mail and the artist's bell says so, each once: the bell's id is the text's, and the
 * e-mail is taken on the record (a status reported twice sends one mail).
 */
export async function onTextStatus(deps: TextDeps, update: TextStatusUpdate): Promise<void> {
  const found = await deps.repo.bySid(update.sid);
  if (!found) {
    deps.logger.warn('texts.status_unknown_sid', { sid: update.sid });
    return;
  }
  const { uid, textId } = found;
  const status = recordStatus(update.status);
  const now = deps.clock();
  const failedNow = await deps.db.runTransaction(async (tx) => {
    const ref = deps.repo.textRef(uid, textId);
    const text = fromSnapshot<StoredText>(await tx.get(ref));
    if (!text) return null;
    if ((RANK[status] ?? 0) <= (RANK[text.status] ?? 0)) return null;
    tx.update(ref, { status, ...(update.errorCode ? { error: update.errorCode } : {}) });
    if (!FAILED.includes(status)) return null;
    notifyInTransaction(
      deps.db,
      tx,
      uid,
      `text-undelivered-${textId}`,
      {
        kind: 'text_undelivered',
        title: 'Text not delivered',
        body: 'A text to your client could not be delivered, so it went by e-mail instead.',
        link: '/clients',
      },
      now,
    );
    return text;
  });
  if (!failedNow) return;
  const context = await textContext(deps, uid, failedNow);
  await emailInstead(deps, uid, failedNow, failedNow.body, context, update.status.toUpperCase());
}
