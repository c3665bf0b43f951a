import { describe, expect, it } from 'vitest';
import { depositStatusWords } from './deposit-status-words';

describe('a deposit in words', () => {
  it('says a refund Stripe holds pending is waiting for the artist’s balance, not done', () => {
    expect(depositStatusWords({ status: 'refunding', refund: { status: 'pending' } })).toBe(
      'Refund waiting for your Stripe balance',
    );
    expect(depositStatusWords({ status: 'refunding' })).toBe('refund asked of Stripe');
    expect(depositStatusWords({ status: 'paid', refund: { status: 'failed' } })).toBe(
      'paid online',
    );
  });
});
