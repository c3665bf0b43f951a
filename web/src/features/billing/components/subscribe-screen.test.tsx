import { buildPricing } from '@inkforge/domain';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/test-utils/fetch-stub';
import { render, screen, within } from '@/test-utils/render';
import { makeUser } from '@/test-utils/user';
import { SubscribeScreen } from './subscribe-screen';
import { expectHeadingsInOrder } from '@/test-utils/headings';

const servePricing = () =>
  stubApi({ 'GET /api/pricing/multi-currency': () => buildPricing('EUR') });

const buttons = () =>
  ['basic', 'pro', 'premium'].map(
    (code) => within(screen.getByTestId(`plan-${code}`)).queryByRole('button')?.textContent,
  );

describe('SubscribeScreen', () => {
  it('offers a free user each plan to subscribe to', async () => {
    servePricing();
    render(
      <SubscribeScreen
        user={makeUser({ role: 'free', currentPlan: null, subscriptionStatus: 'inactive' })}
      />,
    );
    await screen.findByTestId('plan-pro');
    expect(buttons()).toEqual(['Subscribe to Basic', 'Subscribe to Pro', 'Subscribe to Premium']);
    expectHeadingsInOrder();
  });

  it("names a subscriber's other plans as the downgrade and upgrade they are", async () => {
    servePricing();
    render(
      <SubscribeScreen user={makeUser({ role: 'pro', currentPlan: 'pro', billing: 'monthly' })} />,
    );
    await screen.findByTestId('plan-pro');
    expect(buttons()).toEqual(['Downgrade to Basic', undefined, 'Upgrade to Premium']);
    expect(within(screen.getByTestId('plan-pro')).getByText('Current Plan')).toBeInTheDocument();
  });

  it("holds the plans' places while the prices load, never a spinner alone", () => {
    stubApi({ 'GET /api/pricing/multi-currency': () => new Promise(() => {}) });
    const { container } = render(<SubscribeScreen user={makeUser()} />);
    expect(screen.getByRole('status', { name: 'Loading plans' })).toBeInTheDocument();
    expect(container.ownerDocument.querySelector('.mantine-Loader-root')).toBeNull();
  });
});
