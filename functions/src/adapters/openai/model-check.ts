import type OpenAI from 'openai';

/** A found model is asked again after this long; a missing one sooner, to notice its return. */
const FOUND_FOR_MS = 15 * 60_000;
const MISSING_FOR_MS = 60_000;
const CHECK_TIMEOUT_MS = 5_000;

export interface ModelCheck {
  /** False only when OpenAI said the model does not exist (or no longer does). */
  available(model: string): Promise<boolean>;
  /** A call just answered `model_not_found`: refuse the model before charging from now on. */
  markMissing(model: string): void;
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
  const known = new Map<string, { ok: boolean; until: number }>();
  const remember = (model: string, ok: boolean) =>
    known.set(model, { ok, until: now() + (ok ? FOUND_FOR_MS : MISSING_FOR_MS) });
  return {
    async available(model) {
      const hit = known.get(model);
      if (hit && hit.until > now()) return hit.ok;
      try {
        const client = await clientOf();
        await client.models.retrieve(model, { timeout: CHECK_TIMEOUT_MS, maxRetries: 0 });
        remember(model, true);
        return true;
      } catch (err) {
        const status = (err as { status?: unknown }).status;
        if (status === 404) {
          remember(model, false);
          return false;
        }
        return true;
      }
    },
    markMissing(model) {
      remember(model, false);
    },
  };
}
