import type { ModelUnavailableCause } from '../ai-model-unavailable';

/**
 * Whether an OpenAI error refuses the model itself rather than this one call: 404
 * `model_not_found`, or 403 "Your organization must be verified to use the model …" (its code is
 * null; the message is the only mark, and `models.retrieve` still lists the model).
 */
export function modelRefusalOf(err: {
  status?: number | undefined;
  code?: unknown;
  message: string;
}): ModelUnavailableCause | null {
  if (err.code === 'model_not_found') return 'model_not_found';
  if (err.status === 403 && /organi[sz]ation must be verified/i.test(err.message)) {
    return 'organization_unverified';
  }
  return null;
}
