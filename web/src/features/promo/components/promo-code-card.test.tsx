import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fail, stubApi } from '@/test-utils/fetch-stub';
import { render, screen } from '@/test-utils/render';
import { PromoCodeCard } from './promo-code-card';

describe('PromoCodeCard', () => {
  it('asks for a code before sending anything', async () => {
    const requests = stubApi({});
    render(<PromoCodeCard onRedeemed={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText('Please enter a promo code')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('upper-cases the code, sends a device fingerprint and shows the new balance', async () => {
    const onRedeemed = vi.fn();
    const requests = stubApi({
      'POST /api/promo-code/redeem': () => ({
        message: '50 credits added to your account.',
        code: 'WELCOME50',
        creditsAdded: 50,
        creditsRemaining: 250,
      }),
    });
    render(<PromoCodeCard onRedeemed={onRedeemed} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Promo code' }), 'welcome50');
    await userEvent.click(screen.getByRole('button', { name: 'Redeem' }));

    expect(await screen.findByText('Code redeemed!')).toBeInTheDocument();
    expect(screen.getByText(/You now have 250 credits/)).toBeInTheDocument();
    expect(requests[0]?.body).toMatchObject({
      code: 'WELCOME50',
      deviceFingerprint: expect.any(String),
    });
    expect(onRedeemed).toHaveBeenCalledWith(expect.objectContaining({ creditsAdded: 50 }));
  });

  it('opens the premium dialog on SUBSCRIPTION_REQUIRED', async () => {
    stubApi({
      'POST /api/promo-code/redeem': () =>
        fail(403, 'SUBSCRIPTION_REQUIRED', 'This code is for subscribers only.'),
    });
    render(<PromoCodeCard onRedeemed={() => undefined} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Promo code' }), 'PREMIUM200');
    await userEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute(
      'href',
      '/subscribe',
    );
    expect(screen.getByRole('button', { name: 'Maybe Later' })).toBeInTheDocument();
  });

  it('shows other failures in an Error toast with the server message', async () => {
    stubApi({
      'POST /api/promo-code/redeem': () =>
        fail(409, 'PROMO_CODE_ALREADY_REDEEMED', 'You have already redeemed this code.'),
    });
    render(<PromoCodeCard onRedeemed={() => undefined} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Promo code' }), 'WELCOME50');
    await userEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText('You have already redeemed this code.')).toBeInTheDocument();
  });
});
