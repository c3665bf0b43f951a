import type OpenAI from 'openai';
import { describe, expect, it } from 'vitest';
import { createModelCheck } from './model-check';

/** A client whose `models.retrieve` finds every model (as OpenAI's does for a gated one). */
function listingClient() {
  const lookups: string[] = [];
  const client = {
    models: {
      retrieve: (model: string) => {
        lookups.push(model);
        return Promise.resolve({ id: model });
      },
    },
  } as unknown as OpenAI;
  return { lookups, clientOf: () => Promise.resolve(client) };
}

describe('the model check', () => {
  it('keeps refusing a model gated behind verification for 15 minutes, though it is listed', async () => {
    let now = 0;
    const { lookups, clientOf } = listingClient();
    const check = createModelCheck(clientOf, () => now);
    expect(await check.refusal('gpt-image-2.5-sunburst')).toBeNull();
    check.markRefused('gpt-image-2.5-sunburst', 'organization_unverified');
    now += 14 * 60_000;
    expect(await check.refusal('gpt-image-2.5-sunburst')).toBe('organization_unverified');
    expect(lookups).toEqual(['gpt-image-2.5-sunburst']);
    // Past it, one call may find out whether the verification went through.
    now += 2 * 60_000;
    expect(await check.refusal('gpt-image-2.5-sunburst')).toBeNull();
  });

  it('asks again a minute after a model was not found, to notice its return', async () => {
    let now = 0;
    const { lookups, clientOf } = listingClient();
    const check = createModelCheck(clientOf, () => now);
    check.markRefused('gpt-image-1', 'model_not_found');
    expect(await check.refusal('gpt-image-1')).toBe('model_not_found');
    now += 61_000;
    expect(await check.refusal('gpt-image-1')).toBeNull();
    expect(lookups).toEqual(['gpt-image-1']);
  });
});
