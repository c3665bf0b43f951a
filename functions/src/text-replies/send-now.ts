import { createTextDeps, deliverText, queueText } from '../texts';
import type { SendTextNow } from './deps';

/**
 * Sends a text now through the texts area (its outbox, allowance, opt-out check and provider):
 * queued due now under its own id (create-if-absent, so a retry is the same text), delivered
 * at once, and read back as it stands.
 */
export function sendTextNow(deps: Parameters<typeof createTextDeps>[0]): SendTextNow {
  const texts = createTextDeps(deps);
  return async (uid, text) => {
    const now = texts.clock();
    await queueText(
      texts,
      uid,
      { ...text, startAt: null, dueAt: now, to: text.to, body: text.body },
      now,
    );
    await deliverText(texts, uid, text.id);
    const stored = await texts.repo.get(uid, text.id);
    if (!stored) throw new Error(`Text ${text.id} was not recorded`);
    return stored;
  };
}
