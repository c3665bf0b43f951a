import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test-utils/fetch-stub';
import { render, screen } from '@/test-utils/render';
import { PaymentsConnect } from './payments-connect';

describe('PaymentsConnect', () => {
  it('sends the artist to Stripe onboarding until charges are enabled', async () => {
    const requests = stubApi({
      'POST /api/profile/payments-connect': () => ({ url: 'https://connect.test/onboard' }),
      'GET /api/profile/payments-connect': () => ({
        connected: false,
        chargesEnabled: false,
        detailsSubmitted: false,
        disconnected: false,
      }),
    });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const user = userEvent.setup();
    render(<PaymentsConnect />);
    expect(await screen.findByText('Not connected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Connect Stripe' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://connect.test/onboard'));
    expect(requests.at(-1)).toMatchObject({
      method: 'POST',
      url: expect.stringMatching(/payments-connect$/),
    });
    vi.unstubAllGlobals();
  });

  it('says clients pay straight to the artist once connected', async () => {
    stubApi({
      'GET /api/profile/payments-connect': () => ({
        connected: true,
        chargesEnabled: true,
        detailsSubmitted: true,
        disconnected: false,
      }),
    });
    render(<PaymentsConnect />);
    expect(await screen.findByText('Stripe connected')).toBeInTheDocument();
    expect(
      screen.getByText('Clients pay deposits straight to your own Stripe account.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Stripe/ })).not.toBeInTheDocument();
  });

  it('says Stripe was disconnected and offers to connect again', async () => {
    stubApi({
      'GET /api/profile/payments-connect': () => ({
        connected: false,
        chargesEnabled: false,
        detailsSubmitted: false,
        disconnected: true,
      }),
    });
    render(<PaymentsConnect />);
    expect(await screen.findByText('Disconnected')).toBeInTheDocument();
    expect(screen.getByText(/clients are asked to pay at the studio/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connect Stripe again' })).toBeInTheDocument();
  });
});
