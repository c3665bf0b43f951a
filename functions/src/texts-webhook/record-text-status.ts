import type { TextStatusUpdate, TextWebhookDeps } from './deps';

/** POST /api/public/texts/status: Twilio's status callback for a text we sent. */
export async function recordTextStatus(
  deps: TextWebhookDeps,
  fields: Record<string, string>,
): Promise<void> {
  const update: TextStatusUpdate = {
    sid: fields.MessageSid ?? fields.SmsSid ?? '',
    status: fields.MessageStatus ?? fields.SmsStatus ?? '',
    errorCode: fields.ErrorCode || null,
  };
  if (update.sid && update.status) await deps.onTextStatus(update);
  deps.logger.info('texts.status', { ...update });
}
