import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '@/test-utils/fetch-stub';
import { render, screen } from '@/test-utils/render';
import { BookingSettingsCard } from './booking-settings-card';

const CLOSED = {
  open: false,
  username: 'pro',
  styles: [],
  minimumSizeCm: null,
  minimumPrice: null,
  depositKind: 'none',
  depositAmount: null,
  depositPercent: null,
  policy: '',
  policyVersion: 1,
  maxDepositMoves: 1,
};

describe('BookingSettingsCard', () => {
  it('opens the page with a percentage deposit and a policy', async () => {
    const requests = stubFetch((request) => {
      if (!request.url.endsWith('/api/profile/booking')) return undefined;
      return request.method === 'PUT'
        ? json(200, { ...CLOSED, open: true, depositKind: 'percent', depositPercent: 30 })
        : json(200, CLOSED);
    });
    const user = userEvent.setup();
    render(<BookingSettingsCard />);
    await user.click(await screen.findByRole('switch', { name: 'Take booking requests' }));
    await user.type(screen.getByLabelText('Styles you take'), 'Fine line, Dotwork');
    await user.click(screen.getByText('% of estimate'));
    await user.type(screen.getByLabelText('Deposit percentage'), '30');
    await user.type(screen.getByLabelText('Policy'), 'Deposits hold your date.');
    expect(screen.getByText(/Version 1; each change is a new version\./)).toBeInTheDocument();
    const moves = screen.getByLabelText('Times a paid deposit may move to a new date');
    await user.clear(moves);
    await user.type(moves, '2');
    await user.click(screen.getByRole('button', { name: 'Save booking page' }));

    expect(await screen.findByText('Clients can send you requests.')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'PUT')?.body).toMatchObject({
      open: true,
      styles: ['Fine line', 'Dotwork'],
      depositKind: 'percent',
      depositPercent: '30',
      policy: 'Deposits hold your date.',
      maxDepositMoves: '2',
    });
  });
});
