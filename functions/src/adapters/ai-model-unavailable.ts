/**
 * Why the AI provider refuses a configured model, and what an admin does about it: the
 * `ai.model_unavailable` log line carries both, so its alert says what to fix.
 */
export type ModelUnavailableCause =
  /** OpenAI does not know the model (shut down, renamed, or never served to this key). */
  | 'model_not_found'
  /** OpenAI serves the model only to verified organisations (403), though it lists it. */
  | 'organization_unverified';

/** OpenAI's page where an organisation owner starts the verification. */
const ORGANIZATION_VERIFICATION_URL = 'https://platform.openai.com/settings/organization/general';

const FIXES: Record<ModelUnavailableCause, string> = {
  model_not_found:
    'OpenAI no longer serves this model: switch its model param (docs/deploy.md, "Switching a model").',
  organization_unverified: `OpenAI serves this model only to verified organisations: an owner verifies the organisation at ${ORGANIZATION_VERIFICATION_URL} (access follows within about 15 minutes), or switch its model param (docs/deploy.md).`,
};

/** The fields of the `ai.model_unavailable` log line that say why and what to do. */
export function modelUnavailableDetails(cause: ModelUnavailableCause): {
  cause: ModelUnavailableCause;
  fix: string;
} {
  return { cause, fix: FIXES[cause] };
}

/** A chat call refused for its model; the chat logs it for an admin and answers offline. */
export class ModelUnavailableError extends Error {
  constructor(
    readonly model: string,
    readonly reason: ModelUnavailableCause,
    message: string,
  ) {
    super(message);
    this.name = 'ModelUnavailableError';
  }
}
