import { buildPricing, type User } from '@inkforge/domain';
import { describe, expect, it } from 'vitest';
import { CreditsScreen } from '@/features/billing/components/credits-screen';
import { stubApi } from '@/test-utils/fetch-stub';
import { render, screen } from '@/test-utils/render';
import { makeUser } from '@/test-utils/user';
import { HeaderBar } from './header-bar';

const header = (user: User) =>
  render(
    <HeaderBar user={user} navOpened={false} onToggleNav={() => {}} navId="nav" burgerRef={null} />,
  );

describe('HeaderBar greeting', () => {
  it("keeps the artist's name when a phone has no room for the whole greeting", () => {
    header(makeUser({ displayName: 'Jane Doe' }));
    // The name stands alone; only the words before it give way on a phone.
    expect(screen.getByText('Jane')).toBeInTheDocument();
    expect(screen.getByText('Welcome back,')).toHaveClass('mantine-visible-from-xs');
  });
});

describe('HeaderBar credit status', () => {
  it('tells an active subscriber so', () => {
    header(makeUser({ subscriptionStatus: 'active', currentPlan: 'pro', role: 'pro' }));
    expect(screen.getByText('Active subscription')).toBeInTheDocument();
  });

  it('offers a free user more credits (a plan is how they get them)', () => {
    header(makeUser({ role: 'free', currentPlan: null, subscriptionStatus: 'inactive' }));
    expect(screen.getByText('Buy more credits')).toBeInTheDocument();
  });

  it('does not offer a cancelled subscriber credits that /credits refuses, and both say why', async () => {
    const cancelled = makeUser({ subscriptionStatus: 'canceled', currentPlan: 'pro', role: 'pro' });
    header(cancelled);
    expect(screen.queryByText('Buy more credits')).toBeNull();
    expect(screen.getByText('Subscription Cancelled')).toBeInTheDocument();

    stubApi({ 'GET /api/pricing/multi-currency': () => buildPricing('EUR') });
    render(<CreditsScreen user={cancelled} />);
    // The /credits banner has the header's words as its title, with the way out.
    expect(
      await screen.findByRole('button', { name: 'Reactivate Subscription' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Subscription Cancelled')).toHaveLength(2);
  });

  it('says Payment Failed for a past_due subscriber, as /credits does', () => {
    header(makeUser({ subscriptionStatus: 'past_due', currentPlan: 'pro', role: 'pro' }));
    expect(screen.getByText('Payment Failed')).toBeInTheDocument();
    expect(screen.queryByText('Buy more credits')).toBeNull();
  });

  it('shows an admin account as what it is: Admin, its credits, nothing to buy', () => {
    header(
      makeUser({
        role: 'admin',
        currentPlan: null,
        subscriptionStatus: 'inactive',
        planName: 'admin',
        creditsRemaining: 4999,
      }),
    );
    expect(screen.getByText('Admin')).toBeInTheDocument();
    expect(screen.getByText('Admin account')).toBeInTheDocument();
    expect(screen.getByLabelText('Credits')).toHaveTextContent('4999');
    expect(screen.queryByText('Buy more credits')).toBeNull();
    expect(screen.queryByText('Free Artist')).toBeNull();
  });
});
