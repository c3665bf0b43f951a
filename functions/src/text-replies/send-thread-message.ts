import { randomUUID } from 'node:crypto';
import { countSegments, MAX_TEXT_SEGMENTS, type ApiTextMessage } from '@inkforge/domain';
import { AppError } from '../app-error';
import { clientPhoneOf } from './client-phone';
import type { TextRepliesDeps } from './deps';
import { toApiTextMessage } from './to-api';

/**
 * POST /api/clients/{id}/messages: the artist's reply, sent now through the texts area. Only
 * to a client who agreed to texts and has not replied STOP; at most 3 segments.
 */
export async function sendThreadMessage(
  deps: Pick<TextRepliesDeps, 'thread' | 'sendNow'>,
  uid: string,
  clientId: string,
  body: string,
): Promise<ApiTextMessage> {
  if (countSegments(body).segments > MAX_TEXT_SEGMENTS) throw new AppError('TEXT_BODY_TOO_LONG');
  const client = await deps.thread.client(uid, clientId);
  if (!client) throw new AppError('CLIENT_NOT_FOUND');
  const phone = await clientPhoneOf(deps.thread, uid, client);
  if (!phone) throw new AppError('TEXT_NO_PHONE');
  if (client.smsConsent?.given !== true) throw new AppError('TEXT_NO_CONSENT');
  if (await deps.thread.optedOut(uid, phone)) throw new AppError('TEXT_OPTED_OUT');
  const sent = await deps.sendNow(uid, {
    id: `reply-${randomUUID()}`,
    clientId,
    to: phone,
    body,
    kind: 'reply',
    appointmentId: null,
  });
  return toApiTextMessage(sent);
}
