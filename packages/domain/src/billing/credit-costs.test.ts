import { describe, expect, it } from 'vitest';
import { IMAGE_TOOLS } from '../images/paid-tools';
import { CREDIT_COSTS, creditCost } from './credit-costs';
import { BILLING_ERRORS, insufficientCreditsMessage } from './errors';

describe('credit costs', () => {
  // The spec's prices are a contract; a new tool adds a row without touching this test.
  it('charges what the spec table says', () => {
    expect(CREDIT_COSTS).toMatchObject({
      prompt: 4,
      surprise: 1,
      simple_tattoo: 1,
      flash_tattoo: 4,
      sketch: 4,
      photo: 11,
      high_quality: 10,
      ultra_realism: 6,
      stencil: 1,
      remove_background: 1,
      upscale: 6,
      modify: 10,
      body_preview: 10,
      manual_body_preview: 0,
      save_to_gallery: 0,
    });
    expect(creditCost('photo')).toBe(11);
  });

  it("reads each image tool's price from its row", () => {
    for (const [id, tool] of Object.entries(IMAGE_TOOLS)) {
      expect(CREDIT_COSTS[id as keyof typeof IMAGE_TOOLS]).toBe(tool.price);
    }
  });
});

describe('insufficient credits', () => {
  it('answers 402 with the spec title', () => {
    expect(BILLING_ERRORS.INSUFFICIENT_CREDITS.status).toBe(402);
    expect(BILLING_ERRORS.INSUFFICIENT_CREDITS.title).toBe('Insufficient Credits');
  });

  it('tells how many credits are needed', () => {
    expect(insufficientCreditsMessage(4)).toBe(
      'You need 4 credits for this generation. Visit pricing to get more credits.',
    );
    expect(insufficientCreditsMessage(1)).toBe(
      'You need 1 credit for this generation. Visit pricing to get more credits.',
    );
  });
});
