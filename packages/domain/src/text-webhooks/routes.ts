import { z } from 'zod';
import { FILE_ANSWER, route } from '../api/route';

/**
 * Twilio posts its webhooks form-encoded; every field is a string. The operation reads the
 * fields it uses and the signature covers all of them, so none is dropped before the check.
 */
export const twilioFormSchema = z.record(z.string(), z.string());

/**
 * Issue 44: what Twilio posts to us, signed with `X-Twilio-Signature`. Both answer Twilio, not
 * JSON: the inbound webhook an empty TwiML `<Response/>`, the status callback 204.
 */
export const textWebhookRoutes = {
  inboundText: route({
    method: 'POST',
    path: '/api/public/texts/inbound',
    access: 'public',
    body: twilioFormSchema,
    bodyParsedByOperation: true,
    answer: FILE_ANSWER,
  }),
  textStatus: route({
    method: 'POST',
    path: '/api/public/texts/status',
    access: 'public',
    body: twilioFormSchema,
    bodyParsedByOperation: true,
    answer: FILE_ANSWER,
  }),
};
