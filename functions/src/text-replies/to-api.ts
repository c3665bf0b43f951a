import type { ApiTextMessage } from '@inkforge/domain';
import type { StoredText } from './stored-text';

export function toApiTextMessage(t: StoredText): ApiTextMessage {
  const action = t.action === 'confirmed' || t.action === 'move_requested' ? t.action : null;
  return {
    id: t.id,
    direction: t.direction,
    kind: t.kind,
    body: t.body,
    status: t.status,
    reason: t.reason ?? null,
    appointmentId: t.appointmentId ?? null,
    segments: t.segments ?? 0,
    createdAt: t.createdAt.toISOString(),
    sentAt: t.sentAt ? t.sentAt.toISOString() : null,
    ...(t.direction === 'in' ? { read: t.read === true, action } : {}),
  };
}
