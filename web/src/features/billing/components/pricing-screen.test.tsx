import { buildPricing } from '@inkforge/domain';
import { describe, it } from 'vitest';
import { json, stubFetch } from '@/test-utils/fetch-stub';
import { expectHeadingsInOrder } from '@/test-utils/headings';
import { render, screen } from '@/test-utils/render';
import { makeUser } from '@/test-utils/user';
import { PricingScreen } from './pricing-screen';

describe('PricingScreen', () => {
  it('outlines the page without skipping a heading level', async () => {
    stubFetch((request) =>
      request.url.includes('/api/pricing/multi-currency')
        ? json(200, buildPricing(request.url.includes('USD') ? 'USD' : 'EUR'))
        : undefined,
    );
    render(<PricingScreen user={makeUser()} />);
    await screen.findByTestId('plan-pro');
    expectHeadingsInOrder();
  });
});
