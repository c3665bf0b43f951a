import type { Request } from 'express';
import { AppError } from '../app-error';
import type { TextWebhookDeps } from './deps';
import { formFields } from './read-twilio-form';

/**
 * Twilio signs the URL it was told to post to (the Hosting address: APP_ORIGIN and the full
 * path, query included) and every POST field. Anything else is refused before it is read.
 */
export function verifiedFields(deps: TextWebhookDeps, req: Request): Record<string, string> {
  if (!deps.texts.configured) throw new AppError('TEXT_WEBHOOK_NOT_CONFIGURED');
  const fields = formFields(req.body);
  const url = `${deps.appOrigin.replace(/\/$/, '')}${req.originalUrl}`;
  if (!deps.texts.verify(req.get('x-twilio-signature'), url, fields)) {
    deps.logger.warn('texts.webhook_signature_invalid', { path: req.path });
    throw new AppError('TEXT_SIGNATURE_INVALID');
  }
  return fields;
}
