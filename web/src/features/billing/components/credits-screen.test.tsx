import userEvent from '@testing-library/user-event';
import { buildPricing } from '@inkforge/domain';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/test-utils/fetch-stub';
import { render, screen, within } from '@/test-utils/render';
import { makeUser } from '@/test-utils/user';
import { expectHeadingsInOrder } from '@/test-utils/headings';
import { CreditsScreen } from './credits-screen';

const pricingOnly = () => stubApi({ 'GET /api/pricing/multi-currency': () => buildPricing('EUR') });

describe('CreditsScreen', () => {
  it('shows the balance and three packs with their savings', async () => {
    pricingOnly();
    render(<CreditsScreen user={makeUser({ creditsRemaining: 600 })} />);
    expect(screen.getByTestId('credits-balance')).toHaveTextContent('600 credits');
    expect(await screen.findByText('Save 20%')).toBeInTheDocument();
    expect(screen.getByText('Save 30%')).toBeInTheDocument();
    expect(screen.getAllByText('Never expires')).toHaveLength(3);
    expect(screen.getByText('How Credits Work')).toBeInTheDocument();
    expectHeadingsInOrder();
  });

  it('refuses a pack without a subscription, with the spec message, and sends no checkout', async () => {
    const requests = pricingOnly();
    render(
      <CreditsScreen
        user={makeUser({ role: 'free', currentPlan: null, subscriptionStatus: 'inactive' })}
      />,
    );
    const pack = await screen.findByTestId('pack-credits-100');
    await userEvent.click(within(pack).getByRole('button'));
    expect(
      await screen.findAllByText(
        'You need an active subscription plan to purchase additional credits.',
      ),
    ).not.toHaveLength(0);
    expect(requests.some((r) => r.url.includes('/api/checkout'))).toBe(false);
  });

  it('offers reactivation when the subscription is cancelled', async () => {
    pricingOnly();
    render(<CreditsScreen user={makeUser({ subscriptionStatus: 'canceled' })} />);
    expect(
      await screen.findByRole('button', { name: 'Reactivate Subscription' }),
    ).toBeInTheDocument();
  });

  it('tells a past_due subscriber the card failed, with Manage Billing', async () => {
    const requests = pricingOnly();
    render(<CreditsScreen user={makeUser({ subscriptionStatus: 'past_due' })} />);
    expect(await screen.findByText('Payment Failed')).toBeInTheDocument();
    expect(screen.queryByText('Subscription Required')).toBeNull();
    expect(screen.getByRole('button', { name: 'Manage Billing' })).toBeInTheDocument();
    await userEvent.click(
      within(await screen.findByTestId('pack-credits-100')).getByRole('button'),
    );
    expect(
      await screen.findAllByText(
        'Your last subscription payment failed. Update your card in Manage Billing to buy credits.',
      ),
    ).not.toHaveLength(0);
    expect(requests.some((r) => r.url.includes('/api/checkout'))).toBe(false);
  });
});
