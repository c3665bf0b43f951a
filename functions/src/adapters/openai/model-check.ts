import type OpenAI from 'openai';
import type { ModelUnavailableCause } from '../ai-model-unavailable';

/** A found model is asked again after this long; a missing one sooner, to notice its return. */
const FOUND_FOR_MS = 15 * 60_000;
const MISSING_FOR_MS = 60_000;
/**
 * `models.retrieve` lists a model an unverified organisation may not use, so only a call can
 * tell it is usable again: one is let through this long after the refusal (OpenAI says access
 * follows a verification within 15 minutes).
 */
const UNVERIFIED_FOR_MS = 15 * 60_000;
const CHECK_TIMEOUT_MS = 5_000;

export interface ModelCheck {
  /** Null when the model may be used; why OpenAI refuses it otherwise. */
  refusal(model: string): Promise<ModelUnavailableCause | null>;
  /** A call was just refused for its model: refuse the model before charging from now on. */
  markRefused(model: string, cause: ModelUnavailableCause): void;
}

/**
 * Each configured model is looked up (`models.retrieve`) on its first use in a worker and then
 * kept for a while, so a model OpenAI has shut down is refused before anything is charged
 * instead of being charged and refunded on every request. A lookup that fails for any other
 * reason (network, 5xx) counts as available: the call itself then decides.
 */
export function createModelCheck(
  clientOf: () => Promise<OpenAI>,
  now: () => number = Date.now,
): ModelCheck {
  const known = new Map<string, { refusal: ModelUnavailableCause | null; until: number }>();
  const remember = (model: string, refusal: ModelUnavailableCause | null) => {
    const wait =
      refusal === null
        ? FOUND_FOR_MS
        : refusal === 'organization_unverified'
          ? UNVERIFIED_FOR_MS
          : MISSING_FOR_MS;
    known.set(model, { refusal, until: now() + wait });
  };
  return {
    async refusal(model) {
      const hit = known.get(model);
      if (hit && hit.until > now()) return hit.refusal;
      try {
        const client = await clientOf();
        await client.models.retrieve(model, { timeout: CHECK_TIMEOUT_MS, maxRetries: 0 });
        remember(model, null);
        return null;
      } catch (err) {
        const status = (err as { status?: unknown }).status;
        if (status === 404) {
          remember(model, 'model_not_found');
          return 'model_not_found';
        }
        return null;
      }
    },
    markRefused(model, cause) {
      remember(model, cause);
    },
  };
}
