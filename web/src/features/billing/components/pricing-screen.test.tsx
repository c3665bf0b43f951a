import { buildPricing } from '@inkforge/domain';
import { describe, it } from 'vitest';
import { stubApi } from '@/test-utils/fetch-stub';
import { expectHeadingsInOrder } from '@/test-utils/headings';
import { render, screen } from '@/test-utils/render';
import { makeUser } from '@/test-utils/user';
import { PricingScreen } from './pricing-screen';

describe('PricingScreen', () => {
  it('outlines the page without skipping a heading level', async () => {
    stubApi({
      'GET /api/pricing/multi-currency': ({ query }) =>
        buildPricing(query.get('currency') === 'USD' ? 'USD' : 'EUR'),
    });
    render(<PricingScreen user={makeUser()} />);
    await screen.findByTestId('plan-pro');
    expectHeadingsInOrder();
  });
});
