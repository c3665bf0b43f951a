import { buildPricing, isCurrency } from '@inkforge/domain';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test-utils/fetch-stub';
import { render, screen, within } from '@/test-utils/render';
import { userEvent } from '@testing-library/user-event';
import { makeUser } from '@/test-utils/user';
import { CreditsScreen } from './components/credits-screen';
import { PricingScreen } from './components/pricing-screen';
import { SubscribeScreen } from './components/subscribe-screen';
import { UpdatePlanScreen } from './components/update-plan-screen';

/** Serves the price table in whichever currency is asked for, and records the checkouts. */
function servePrices() {
  return stubApi({
    'GET /api/pricing/multi-currency': ({ query }) => {
      const asked = query.get('currency');
      return buildPricing(isCurrency(asked) ? asked : 'EUR');
    },
    'POST /api/checkout/multi-currency': () => ({
      url: 'https://checkout.example/cs_1',
      sessionId: 'cs_1',
    }),
  });
}

const london = { currency: 'GBP' as const, locale: 'en-GB' as const };

describe('plans and packs in the studio’s currency (issue 47)', () => {
  it('a studio set to pounds is shown its plans in pounds and subscribes in pounds', async () => {
    vi.stubGlobal('location', { ...window.location, assign: vi.fn() });
    const requests = servePrices();
    render(
      <SubscribeScreen
        user={makeUser({
          ...london,
          role: 'free',
          currentPlan: null,
          subscriptionStatus: 'inactive',
        })}
      />,
    );
    const pro = await screen.findByTestId('plan-pro');
    expect(pro).toHaveTextContent('£');
    expect(pro).not.toHaveTextContent('€');
    await userEvent.click(within(pro).getByRole('button', { name: 'Subscribe to Pro' }));
    const checkout = requests.find((r) => r.url.includes('/api/checkout'));
    expect(checkout?.body).toMatchObject({ plan: 'pro', currency: 'GBP' });
  });

  it('the pricing screen opens on the studio’s currency', async () => {
    servePrices();
    render(<PricingScreen user={makeUser(london)} />);
    expect(await screen.findByTestId('plan-pro')).toHaveTextContent('£');
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('GBP');
  });

  it('packs are priced in pounds for a subscriber in a pounds studio', async () => {
    const requests = servePrices();
    render(<CreditsScreen user={makeUser(london)} />);
    await screen.findByText('Save 20%');
    expect(requests.some((r) => r.url.includes('currency=GBP'))).toBe(true);
    expect(screen.queryByText(/€/)).toBeNull();
  });

  it('a pounds subscriber changing plan sees the plans in pounds', async () => {
    servePrices();
    render(<UpdatePlanScreen user={makeUser(london)} refreshUser={() => undefined} />);
    const premium = await screen.findByTestId('plan-premium');
    expect(premium).toHaveTextContent('£');
    expect(premium).not.toHaveTextContent('€');
  });

  it('a currency plans are not sold in falls back to euros and says so', async () => {
    servePrices();
    render(
      <SubscribeScreen
        user={makeUser({
          currency: 'CHF',
          role: 'free',
          currentPlan: null,
          subscriptionStatus: 'inactive',
        })}
      />,
    );
    expect(await screen.findByTestId('plan-pro')).toHaveTextContent('€');
    expect(
      screen.getByText(
        'Plans are not sold in CHF: prices are shown in EUR. Your bank may add conversion fees.',
      ),
    ).toBeInTheDocument();
  });

  it('names no conversion fee when the prices are the studio’s own currency', async () => {
    servePrices();
    render(<PricingScreen user={makeUser(london)} />);
    await screen.findByTestId('plan-pro');
    expect(screen.queryByText(/conversion fees/)).toBeNull();
  });
});
