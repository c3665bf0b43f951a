import type { ApiTextThread } from '@inkforge/domain';
import { AppError } from '../app-error';
import { clientPhoneOf } from './client-phone';
import type { TextRepliesDeps } from './deps';
import { toApiTextMessage } from './to-api';

/** GET /api/clients/{id}/messages: the thread, oldest first; reading it reads the replies. */
export async function getThread(
  deps: Pick<TextRepliesDeps, 'thread'>,
  uid: string,
  clientId: string,
): Promise<ApiTextThread> {
  const client = await deps.thread.client(uid, clientId);
  if (!client) throw new AppError('CLIENT_NOT_FOUND');
  const [texts, phone] = await Promise.all([
    deps.thread.texts(uid, clientId),
    clientPhoneOf(deps.thread, uid, client),
  ]);
  const unread = texts.filter((t) => t.direction === 'in' && t.read !== true).map((t) => t.id);
  await deps.thread.markRead(uid, unread);
  return {
    clientId,
    phone,
    optedOut: phone ? await deps.thread.optedOut(uid, phone) : false,
    consent: client.smsConsent?.given === true,
    // What the artist sees now is read: the answer says so too.
    messages: texts.map((t) => toApiTextMessage(t.direction === 'in' ? { ...t, read: true } : t)),
  };
}
