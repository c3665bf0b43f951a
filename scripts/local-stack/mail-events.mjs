// The mail catcher's unhappy path: a real provider (Mailgun, docs/deploy.md) tells the app by
// webhook when a mail bounced or was marked as spam. maildev accepts everything, so this twin
// reads what it caught and, for the addresses below, posts the event the provider would post,
// in the provider's shape and signed the provider's way (HMAC-SHA256 of timestamp + token).
//
//   someone+bounce@any.domain     a permanent failure ("550 5.1.1 The email account does not exist")
//   someone+complain@any.domain   the client marked the mail as spam
import { createHmac, randomBytes } from 'node:crypto';

/** What the twin does to a mail sent to `address`, or null for a mail that is delivered. */
export function fateOf(address) {
  const local = String(address).split('@')[0] ?? '';
  if (/\+bounce(\b|$)/i.test(local)) return 'bounce';
  if (/\+complain(\b|$)/i.test(local)) return 'complain';
  return null;
}

/** The Message-ID of a caught mail, from its raw source's header (without the brackets). */
export function messageIdOf(source) {
  const match = /^Message-ID:\s*<([^>]+)>/im.exec(source);
  return match ? match[1] : null;
}

/** Mailgun's webhook body for one event about one caught mail, signed with `key`. */
export function providerEvent({ fate, recipient, messageId, key, now = new Date() }) {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  const token = randomBytes(25).toString('hex');
  const signature = createHmac('sha256', key)
    .update(timestamp + token)
    .digest('hex');
  const common = {
    id: randomBytes(11).toString('base64url'),
    timestamp: now.getTime() / 1000,
    recipient,
    message: { headers: { 'message-id': messageId } },
  };
  const data =
    fate === 'bounce'
      ? {
          ...common,
          event: 'failed',
          severity: 'permanent',
          reason: 'bounce',
          'log-level': 'error',
          'delivery-status': {
            code: 550,
            message: '5.1.1 The email account that you tried to reach does not exist.',
            description: '550 5.1.1 The email account that you tried to reach does not exist.',
          },
        }
      : { ...common, event: 'complained', 'log-level': 'warn' };
  return { signature: { timestamp, token, signature }, 'event-data': data };
}

/**
 * The events the caught mails owe, each once: reads the catcher's REST API, skips the ids in
 * `seen` (and adds the new ones), and returns each event with the mail it is about.
 */
export async function dueEvents({ inboxUrl, key, seen, now = new Date() }) {
  const res = await fetch(`${inboxUrl}/api/email`);
  if (!res.ok) return [];
  const mails = await res.json();
  const events = [];
  for (const mail of mails) {
    if (seen.has(mail.id)) continue;
    seen.add(mail.id);
    for (const { address } of mail.to ?? []) {
      const fate = fateOf(address);
      if (!fate) continue;
      const source = await (await fetch(`${inboxUrl}/api/email/${mail.id}/source`)).text();
      const messageId = messageIdOf(source);
      if (messageId)
        events.push({
          mailId: mail.id,
          event: providerEvent({ fate, recipient: address, messageId, key, now }),
        });
    }
  }
  return events;
}
