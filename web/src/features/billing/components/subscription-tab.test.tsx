import { describe, expect, it } from 'vitest';
import userEvent from '@testing-library/user-event';
import { fail, stubApi } from '@/test-utils/fetch-stub';
import { render, screen } from '@/test-utils/render';
import { makeUser } from '@/test-utils/user';
import { SubscriptionTab } from './subscription-tab';

const tab = (overrides: Parameters<typeof makeUser>[0]) => {
  stubApi({});
  render(<SubscriptionTab user={makeUser(overrides)} onUser={() => {}} refreshUser={() => {}} />);
};

describe('SubscriptionTab', () => {
  it('writes the renewal date as the billing history does', () => {
    tab({ subscriptionRenewsAt: '2026-12-23T10:00:00.000Z' });
    expect(screen.getByText('Renews on 23 Dec 2026')).toBeInTheDocument();
  });

  it('offers a free user Subscribe Now', () => {
    tab({ role: 'free', currentPlan: null, subscriptionStatus: 'inactive' });
    expect(screen.getByRole('link', { name: 'Subscribe Now' })).toBeInTheDocument();
  });

  it('shows an admin account as not billed, without Subscribe Now', () => {
    tab({
      role: 'admin',
      currentPlan: null,
      subscriptionStatus: 'inactive',
      creditsRemaining: 4999,
    });
    expect(screen.getByText('Admin')).toBeInTheDocument();
    expect(screen.getByTestId('subscription-credits')).toHaveTextContent('4999');
    expect(screen.getByTestId('admin-billing')).toHaveTextContent('Admin account: not billed.');
    expect(screen.queryByRole('link', { name: 'Subscribe Now' })).toBeNull();
  });

  it("says the spec's words when the billing portal cannot be opened", async () => {
    stubApi({
      'POST /api/billing/customer-portal': () =>
        fail(502, 'BILLING_PORTAL_FAILED', 'Failed to access billing portal'),
    });
    render(<SubscriptionTab user={makeUser()} onUser={() => {}} refreshUser={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Manage Billing' }));
    expect(await screen.findByText('Failed to access billing portal')).toBeInTheDocument();
    expect(screen.queryByText('Unable to access billing portal.')).toBeNull();
  });

  it('does not call a sync of no subscription a success', async () => {
    const never = makeUser({
      role: 'free',
      currentPlan: null,
      subscriptionStatus: 'inactive',
      subscriptionStartedAt: null,
    });
    stubApi({
      'POST /api/billing/sync-subscription': () => ({
        success: true,
        message: 'No subscription to sync.',
        user: never,
      }),
    });
    render(<SubscriptionTab user={never} onUser={() => {}} refreshUser={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sync Subscription' }));
    expect(await screen.findByText('No Subscription Found')).toBeInTheDocument();
    expect(screen.queryByText('Subscription Synced')).toBeNull();
  });
});
