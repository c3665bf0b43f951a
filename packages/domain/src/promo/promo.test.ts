import { describe, expect, it } from 'vitest';
import { normaliseEmail } from './normalise-email';
import { redeemPromoCodeRequestSchema } from './redeem-promo-code';

describe('promo code request', () => {
  it('trims and upper-cases the code', () => {
    expect(redeemPromoCodeRequestSchema.parse({ code: '  welcome50 ' }).code).toBe('WELCOME50');
  });

  it('refuses an empty code and one over 20 characters with the spec messages', () => {
    const empty = redeemPromoCodeRequestSchema.safeParse({ code: '   ' });
    expect(empty.error?.issues[0]?.message).toBe('Please enter a promo code');
    const long = redeemPromoCodeRequestSchema.safeParse({ code: 'A'.repeat(21) });
    expect(long.error?.issues[0]?.message).toBe('Promo codes are at most 20 characters.');
    expect(redeemPromoCodeRequestSchema.safeParse({ code: 'A'.repeat(20) }).success).toBe(true);
  });

  it('refuses characters a code never has', () => {
    expect(redeemPromoCodeRequestSchema.safeParse({ code: 'A/B' }).success).toBe(false);
  });
});

describe('normaliseEmail', () => {
  it('maps aliases of one mailbox to the same address', () => {
    expect(normaliseEmail(' Jane.Doe+promo@GoogleMail.com ')).toBe('janedoe@gmail.com');
    expect(normaliseEmail('jane.doe+x@studio.test')).toBe('jane.doe@studio.test');
  });
});
