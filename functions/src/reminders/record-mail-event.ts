import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SuppressionKind } from '@inkforge/domain';
import { AppError } from '../app-error';
import type { MailDeps } from './deps';
import type { FailedAddress } from './mail-delivery.repository';

/** An event older (or newer) than this is refused: a captured one cannot be replayed later. */
const MAX_EVENT_AGE_MS = 15 * 60 * 1000;

interface MailEvent {
  signature: { timestamp: string; token: string; signature: string };
  'event-data': Record<string, unknown>;
}

/** Mailgun signs `timestamp + token` with the webhook signing key (HMAC-SHA256, hex). */
function signedBy(key: string, { timestamp, token, signature }: MailEvent['signature']): boolean {
  const expected = createHmac('sha256', key)
    .update(timestamp + token)
    .digest();
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const record = (value: unknown) =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};

/**
 * What an event says of delivery: a permanent failure is a bounce, a complaint is spam; a
 * temporary failure (the provider retries) and every other event change nothing.
 */
function failureOf(
  data: Record<string, unknown>,
): { kind: SuppressionKind; reason: string } | null {
  const event = text(data.event);
  const status = record(data['delivery-status']);
  const words = text(status.description) || text(status.message) || text(data.reason);
  if (event === 'failed' && text(data.severity) === 'permanent')
    return { kind: 'bounced', reason: words.slice(0, 300) || 'The address does not take mail.' };
  if (event === 'complained') return { kind: 'complained', reason: 'Marked as spam' };
  return null;
}

/** The client the failed mail was for, by name when the appointment says who, else the address. */
async function clientNameOf(deps: MailDeps, { uid, appointmentId }: FailedAddress) {
  const appointment = appointmentId ? await deps.records.appointment(uid, appointmentId) : null;
  const client = appointment ? await deps.records.client(uid, appointment.clientId) : null;
  return client?.name?.trim() || null;
}

/** The artist's bell: whose mail did not arrive, why, and what now, in words. */
async function bellFor(
  deps: MailDeps,
  failed: FailedAddress,
  { kind, reason }: { kind: SuppressionKind; reason: string },
) {
  const who = (await clientNameOf(deps, failed)) ?? failed.to;
  const after = `Nothing more is e-mailed to ${failed.to} until you allow mail again on the client's card.`;
  return {
    kind: 'mail_undelivered' as const,
    title: kind === 'bounced' ? `Mail to ${who} not delivered` : `${who} marked your mail as spam`,
    body:
      kind === 'bounced'
        ? `The address does not take mail (${reason.replace(/\.$/, '')}). ${after}`
        : after,
    link: '/clients',
  };
}

/** Our Message-ID's own part: the outbox id (or the approval mail's), before the `@`. */
const ownPart = (messageId: string) => messageId.replace(/^<|>$/g, '').split('@')[0] ?? '';

/**
 * POST /api/public/mail-events: the mail provider's event webhook (docs/deploy.md, "Bounces
 * and complaints"). A signed bounce or complaint suppresses the address for the artist whose
 * mail it was and marks that mail undelivered; everything else is acknowledged and ignored, so
 * the provider does not retry it.
 */
export async function recordMailEvent(
  deps: MailDeps,
  signingKey: string,
  event: MailEvent,
): Promise<{ recorded: boolean }> {
  if (!signingKey) throw new AppError('MAIL_EVENTS_NOT_CONFIGURED');
  const sentAt = Number(event.signature.timestamp) * 1000;
  const fresh = Math.abs(deps.clock().getTime() - sentAt) <= MAX_EVENT_AGE_MS;
  if (!fresh || !signedBy(signingKey, event.signature)) throw new AppError('MAIL_EVENT_NOT_SIGNED');
  const data = event['event-data'];
  const failure = failureOf(data);
  const headers = record(record(data.message).headers);
  const messageId = ownPart(text(headers['message-id']));
  if (!failure || !messageId) return { recorded: false };
  const found = await deps.delivery.recordFailure(
    { messageId, ...failure },
    deps.clock(),
    (failed) => bellFor(deps, failed, failure),
  );
  deps.logger.info('mail.delivery_failed', {
    kind: failure.kind,
    known: Boolean(found),
    ...(found ? { uid: found.uid } : {}),
  });
  return { recorded: Boolean(found) };
}
