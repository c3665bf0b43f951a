import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ApiPublicDeposit } from '@inkforge/domain';
import { fail, stubApi, type StubHandlers } from '@/test-utils/fetch-stub';
import { render, screen } from '@/test-utils/render';
import { DepositScreen } from './deposit-screen';

const TOKEN = 'a'.repeat(43);
const DEPOSIT: ApiPublicDeposit = {
  artistName: 'Ink Pro Studio',
  avatarUrl: '/book/inkpro/avatar/avatar-0123456789abcdef-192.webp',
  accentColor: '#1d4ed8',
  amount: { cents: 10000, currency: 'EUR' },
  appointmentDate: '2027-03-10T10:00:00.000Z',
  timezone: 'Europe/Berlin',
  status: 'requested',
  policy: { text: 'Deposits are non-refundable.', version: 3 },
  payable: true,
  payAtStudio: false,
};

function stubDeposit(
  deposit: ApiPublicDeposit = DEPOSIT,
  checkout: StubHandlers['POST /api/public/deposits/:token/checkout'] = () => ({
    url: 'https://pay.test/cs',
  }),
) {
  return stubApi({
    'GET /api/public/deposits/:token': ({ params }) =>
      params.token === TOKEN ? deposit : undefined,
    'POST /api/public/deposits/:token/checkout': checkout,
  });
}

describe('DepositScreen', () => {
  it('shows the amount, the appointment and the versioned policy', async () => {
    stubDeposit();
    render(<DepositScreen token={TOKEN} returnedPaid={false} />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Deposit for Ink Pro Studio' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Your artist')).toHaveTextContent('Ink Pro Studio');
    expect(screen.getByRole('img', { name: 'Ink Pro Studio' })).toHaveAttribute(
      'src',
      '/book/inkpro/avatar/avatar-0123456789abcdef-192.webp',
    );
    expect(screen.getByText('€100.00')).toBeInTheDocument();
    expect(screen.getByText(/Appointment: Wed, 10 Mar 2027, 11:00/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Deposit policy (version 3)' })).toBeInTheDocument();
    expect(screen.getByText('Deposits are non-refundable.')).toBeInTheDocument();
  });

  it('asks to accept the policy first, then sends its version and goes to Stripe', async () => {
    const requests = stubDeposit();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const user = userEvent.setup();
    render(<DepositScreen token={TOKEN} returnedPaid={false} />);
    await user.click(await screen.findByRole('button', { name: 'Pay deposit €100.00' }));
    expect(screen.getByText('Accept the deposit policy to pay.')).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('checkbox', { name: 'I accept the deposit policy' }));
    await user.click(screen.getByRole('button', { name: 'Pay deposit €100.00' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.test/cs'));
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      acceptPolicy: true,
      policyVersion: 3,
    });
    vi.unstubAllGlobals();
  });

  it('says in words when the link is not valid or the deposit is paid', async () => {
    stubApi({
      'GET /api/public/deposits/:token': () =>
        fail(
          404,
          'DEPOSIT_NOT_FOUND',
          'This deposit link is not valid. Ask your artist for a new one.',
        ),
    });
    const { unmount } = render(<DepositScreen token="guess" returnedPaid={false} />);
    expect(
      await screen.findByText('This deposit link is not valid. Ask your artist for a new one.'),
    ).toBeInTheDocument();
    unmount();

    stubDeposit({ ...DEPOSIT, status: 'paid', payable: false });
    render(<DepositScreen token={TOKEN} returnedPaid />);
    expect(
      await screen.findByText('Thank you. Ink Pro Studio has received your deposit of €100.00.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pay deposit/ })).not.toBeInTheDocument();
  });
});
