import type { InboundText, TextWebhookDeps } from './deps';

/**
 * POST /api/public/texts/inbound: a client texted our number. Handed to the replies' hook
 * (dedupe by MessageSid, routing, STOP/START…); a reply it sends goes through the API, so
 * Twilio is answered with an empty TwiML document.
 */
export async function receiveInboundText(
  deps: TextWebhookDeps,
  fields: Record<string, string>,
): Promise<string> {
  const msg: InboundText = {
    sid: fields.MessageSid ?? fields.SmsMessageSid ?? '',
    from: fields.From ?? '',
    to: fields.To ?? '',
    body: fields.Body ?? '',
    at: deps.clock(),
  };
  if (msg.sid && msg.from) await deps.onInboundText(msg);
  deps.logger.info('texts.inbound', { sid: msg.sid, handled: Boolean(msg.sid && msg.from) });
  return '<?xml version="1.0" encoding="UTF-8"?><Response/>';
}
