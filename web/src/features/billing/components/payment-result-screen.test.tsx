import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test-utils/fetch-stub';
import { render, screen, waitFor } from '@/test-utils/render';
import { makeUser } from '@/test-utils/user';
import { PaymentResultScreen } from './payment-result-screen';

afterEach(() => vi.useRealTimers());

describe('PaymentResultScreen', () => {
  it('says the session id is missing', () => {
    stubApi({});
    render(<PaymentResultScreen variant="en" onUser={() => undefined} />, {
      route: '/checkout/success',
    });
    expect(screen.getByText(/^Missing payment session ID\./)).toBeInTheDocument();
    // Not a dead end: a way back.
    expect(screen.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('verifies the payment, stores the user and goes to the dashboard after 2 s', async () => {
    const user = makeUser({ creditsRemaining: 600 });
    stubApi({
      'GET /api/stripe/verify-payment/:sessionId': ({ params }) =>
        params.sessionId === 'cs_1'
          ? { success: true, paid: true, message: 'Payment applied.', user }
          : undefined,
    });
    const onUser = vi.fn();
    render(<PaymentResultScreen variant="en" onUser={onUser} />, {
      route: '/checkout/success?session_id=cs_1',
    });
    expect(await screen.findByRole('heading', { name: 'Payment successful!' })).toBeInTheDocument();
    expect(onUser).toHaveBeenCalledWith(user);
    expect(screen.getByTestId('location')).toHaveTextContent('/checkout/success');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'), {
      timeout: 8000,
    });
  });

  it('retries the Italian sync until the payment is confirmed', async () => {
    let calls = 0;
    const user = makeUser();
    const requests = stubApi({
      'POST /api/billing/sync': () => {
        calls += 1;
        const paid = calls >= 2;
        return { success: paid, paid, message: paid ? 'Payment applied.' : 'Not paid yet.', user };
      },
    });
    render(<PaymentResultScreen variant="it" onUser={() => undefined} />, {
      route: '/success?session_id=cs_2',
    });
    const heading = await screen.findByRole(
      'heading',
      { name: 'Pagamento completato!' },
      { timeout: 8000 },
    );
    // Read out in Italian, not with English pronunciation.
    expect(heading.closest('[lang]')).toHaveAttribute('lang', 'it');
    expect(requests.filter((r) => r.url.endsWith('/api/billing/sync'))).toHaveLength(2);
    expect(requests[0]?.body).toEqual({ sessionId: 'cs_2' });
  });
});
