import type { ApiRecallNotice } from '@inkforge/domain';
import { AppError } from '../app-error';
import { affectedSessions } from './affected-sessions';
import type { RecallMail, SuppliesDeps } from './deps';
import { studioToday } from './studio-today';
import { toApiSupply } from './to-api';

/**
 * POST /api/supplies/{id}/recall-notice {message}: marks the lot recalled and mails each client
 * who received it once, on their newest session with it. The mail is keyed by that session and
 * the recall's first time, so a second press (or two at once) queues nothing new.
 */
export async function sendRecallNotice(
  deps: SuppliesDeps,
  uid: string,
  id: string,
  message: string,
): Promise<ApiRecallNotice> {
  const supply = await deps.supplies.recall(uid, id, deps.clock());
  if (!supply?.recalledAt) throw new AppError('SUPPLY_NOT_FOUND');
  const [found, { today }] = await Promise.all([
    deps.sessions.withLot(uid, supply.lotKey),
    studioToday(deps, uid),
  ]);
  const sessions = await affectedSessions(deps.records, uid, found);
  const newestPerClient = new Map<string, (typeof sessions)[number]>();
  for (const s of sessions)
    if (s.clientId && !newestPerClient.has(s.clientId)) newestPerClient.set(s.clientId, s);
  const reachable = [...newestPerClient.values()].filter((s) => s.hasEmail);
  const mails: RecallMail[] = reachable.map((s) => ({
    appointmentId: s.appointmentId,
    recalledAt: supply.recalledAt!,
    note: message,
    product: `${supply.brand} ${supply.name}, lot ${supply.lot}`,
  }));
  await deps.mailRecall(uid, mails);
  deps.logger.info('supplies.recall_notice', { uid, supplyId: id, clients: mails.length });
  return {
    supply: toApiSupply(supply, today),
    mailed: mails.length,
    withoutEmail: [...newestPerClient.values()].filter((s) => !s.hasEmail),
  };
}
