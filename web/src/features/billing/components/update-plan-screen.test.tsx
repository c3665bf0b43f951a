import userEvent from '@testing-library/user-event';
import { buildPricing, type PlanChangeQuote } from '@inkforge/domain';
import { describe, expect, it } from 'vitest';
import { fail, stubApi, type StubHandlers } from '@/test-utils/fetch-stub';
import { render, screen, within } from '@/test-utils/render';
import { makeUser } from '@/test-utils/user';
import { UpdatePlanScreen } from './update-plan-screen';
import { expectHeadingsInOrder } from '@/test-utils/headings';

/** The prices every plan screen reads, beside what a test adds. */
const withPricing = (handlers: StubHandlers = {}) =>
  stubApi({ 'GET /api/pricing/multi-currency': () => buildPricing('EUR'), ...handlers });

const quote: PlanChangeQuote = {
  kind: 'upgrade',
  label: 'Upgrade',
  effective: 'now',
  currency: 'EUR',
  amountDueNowMinor: 1950,
  amountDueNowFormatted: '€19.50',
  renewalAmountMinor: 3999,
  renewalAmountFormatted: '€39.99',
  renewalInterval: 'monthly',
  renewalDate: '2026-12-23T10:00:00.000Z',
  prorationDate: 1795000000,
};

describe('UpdatePlanScreen', () => {
  it('marks the current plan and opens Payment Failed when the upgrade payment fails', async () => {
    const requests = withPricing({
      'POST /api/update-subscription/preview': () => quote,
      'POST /api/update-subscription': () => fail(402, 'PAYMENT_FAILED', 'Payment failed'),
    });
    render(<UpdatePlanScreen user={makeUser()} refreshUser={() => undefined} />);

    const basic = await screen.findByTestId('plan-basic');
    expect(within(basic).getByText('Current Plan')).toBeInTheDocument();
    expect(within(basic).queryByRole('button')).toBeNull();
    expect(screen.getByText('Plan Change Information')).toBeInTheDocument();
    expectHeadingsInOrder();

    await userEvent.click(
      within(screen.getByTestId('plan-pro')).getByRole('button', { name: 'Upgrade' }),
    );
    // Nothing is charged on the first click: the amount is shown and confirmed first.
    const confirm = await screen.findByRole('dialog', { name: 'Upgrade: Pro (monthly)' });
    expect(within(confirm).getByTestId('amount-due-today')).toHaveTextContent('€19.50');
    expect(within(confirm).getByTestId('renewal')).toHaveTextContent(
      '€39.99 per month from 23 Dec 2026',
    );
    expect(requests.some((r) => r.url.endsWith('/api/update-subscription'))).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Pay €19.50 and upgrade' }));

    const dialog = await screen.findByRole('dialog', { name: 'Payment Failed' });
    expect(within(dialog).getByRole('button', { name: 'Manage Billing' })).toBeInTheDocument();
    expect(requests.find((r) => r.url.endsWith('/api/update-subscription'))?.body).toEqual({
      planCode: 'pro',
      billing: 'monthly',
      prorationDate: 1795000000,
    });
  });

  it('labels a switch of billing period for what it is, not as a downgrade', async () => {
    withPricing();
    render(
      <UpdatePlanScreen
        user={makeUser({ currentPlan: 'pro', role: 'pro', billing: 'monthly' })}
        refreshUser={() => undefined}
      />,
    );
    await screen.findByTestId('plan-pro');
    await userEvent.click(screen.getByRole('radio', { name: /yearly/i }));
    const labels = ['basic', 'pro', 'premium'].map(
      (code) => within(screen.getByTestId(`plan-${code}`)).getByRole('button').textContent,
    );
    expect(labels).toEqual(['Downgrade', 'Switch to yearly', 'Upgrade']);
  });

  it('shows a scheduled downgrade with Undo', async () => {
    const requests = withPricing({
      'POST /api/update-subscription/undo': () => ({
        message: 'The scheduled change was undone. You stay on Pro.',
      }),
    });
    render(
      <UpdatePlanScreen
        user={makeUser({
          currentPlan: 'pro',
          role: 'pro',
          pendingPlan: {
            planCode: 'basic',
            billing: 'monthly',
            effectiveAt: '2026-12-23T10:00:00.000Z',
          },
        })}
        refreshUser={() => undefined}
      />,
    );
    const notice = await screen.findByTestId('pending-plan');
    expect(notice).toHaveTextContent('Changes to Basic on 23 Dec 2026');
    await userEvent.click(within(notice).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Change Undone')).toBeInTheDocument();
    expect(requests.some((r) => r.url.endsWith('/api/update-subscription/undo'))).toBe(true);
  });

  it('shows an ordinary failure as Update Failed', async () => {
    withPricing({
      'POST /api/update-subscription/preview': () =>
        fail(409, 'SAME_PLAN', 'You are already on this plan.'),
    });
    render(<UpdatePlanScreen user={makeUser()} refreshUser={() => undefined} />);
    await userEvent.click(
      within(await screen.findByTestId('plan-premium')).getByRole('button', { name: 'Upgrade' }),
    );
    expect(await screen.findByText('Update Failed')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Payment Failed' })).toBeNull();
  });

  it('hides plan changes for a cancelled subscription and offers reactivation', async () => {
    withPricing();
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
