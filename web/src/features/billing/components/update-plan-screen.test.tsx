import userEvent from '@testing-library/user-event';
import { buildPricing } from '@inkforge/domain';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '@/test-utils/fetch-stub';
import { render, screen, within } from '@/test-utils/render';
import { makeUser } from '@/test-utils/user';
import { UpdatePlanScreen } from './update-plan-screen';

const pricing = (url: string) =>
  url.includes('/api/pricing/multi-currency') ? json(200, buildPricing('EUR')) : undefined;

describe('UpdatePlanScreen', () => {
  it('marks the current plan and opens Payment Failed when the upgrade payment fails', async () => {
    const requests = stubFetch((request) =>
      request.url.endsWith('/api/update-subscription')
        ? json(402, { error: 'PAYMENT_FAILED', message: 'Payment failed' })
        : pricing(request.url),
    );
    render(<UpdatePlanScreen user={makeUser()} refreshUser={() => undefined} />);

    const basic = await screen.findByTestId('plan-basic');
    expect(within(basic).getByText('Current Plan')).toBeInTheDocument();
    expect(within(basic).queryByRole('button')).toBeNull();
    expect(screen.getByText('Plan Change Information')).toBeInTheDocument();

    await userEvent.click(
      within(screen.getByTestId('plan-pro')).getByRole('button', { name: 'Upgrade' }),
    );

    const dialog = await screen.findByRole('dialog', { name: 'Payment Failed' });
    expect(within(dialog).getByRole('button', { name: 'Manage Billing' })).toBeInTheDocument();
    expect(requests.find((r) => r.url.endsWith('/api/update-subscription'))?.body).toEqual({
      planCode: 'pro',
      billing: 'monthly',
    });
  });

  it('shows an ordinary failure as Update Failed', async () => {
    stubFetch((request) =>
      request.url.endsWith('/api/update-subscription')
        ? json(409, { error: 'SAME_PLAN', message: 'You are already on this plan.' })
        : pricing(request.url),
    );
    render(<UpdatePlanScreen user={makeUser()} refreshUser={() => undefined} />);
    await userEvent.click(
      within(await screen.findByTestId('plan-premium')).getByRole('button', { name: 'Upgrade' }),
    );
    expect(await screen.findByText('Update Failed')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Payment Failed' })).toBeNull();
  });

  it('hides plan changes for a cancelled subscription and offers reactivation', async () => {
    stubFetch((request) => pricing(request.url));
    render(
      <UpdatePlanScreen
        user={makeUser({ subscriptionStatus: 'canceled', cancelAtPeriodEnd: true })}
        refreshUser={() => undefined}
      />,
    );
    await screen.findByTestId('plan-pro');
    expect(screen.getByText('Subscription Cancelled')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reactivate Subscription' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upgrade' })).toBeNull();
  });
});
