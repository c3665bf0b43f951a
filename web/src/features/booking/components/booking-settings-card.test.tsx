import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ApiBookingSettings } from '@inkforge/domain';
import { fail, stubApi } from '@/test-utils/fetch-stub';
import { render, screen } from '@/test-utils/render';
import { BookingSettingsCard } from './booking-settings-card';

const CLOSED: ApiBookingSettings = {
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
  clientMovesAllowed: true,
  clientNoticeHours: 48,
  balanceOnline: false,
  questions: [],
};

describe('BookingSettingsCard', () => {
  it('opens the page with a percentage deposit and a policy', async () => {
    const requests = stubApi({
      'GET /api/profile/booking': () => CLOSED,
      'PUT /api/profile/booking': () => ({
        ...CLOSED,
        open: true,
        depositKind: 'percent',
        depositPercent: 30,
      }),
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

  it('reads the saved money into the form in the studio’s digits and sends it back as typed', async () => {
    const pounds = (cents: number) => ({ cents, currency: 'GBP' });
    const saved: ApiBookingSettings = {
      ...CLOSED,
      open: true,
      minimumPrice: pounds(15_050),
      depositKind: 'fixed',
      depositAmount: pounds(10_000),
    };
    const requests = stubApi({
      'GET /api/profile/booking': () => saved,
      'PUT /api/profile/booking': () => saved,
    });
    const user = userEvent.setup();
    render(<BookingSettingsCard />);
    expect(await screen.findByLabelText(/^Minimum price/)).toHaveValue('150.50');
    expect(screen.getByLabelText(/^Deposit amount/)).toHaveValue('100.00');
    await user.type(screen.getByLabelText('Policy'), 'Deposits hold your date.');
    await user.click(screen.getByRole('button', { name: 'Save booking page' }));
    await vi.waitFor(() =>
      expect(requests.find((r) => r.method === 'PUT')?.body).toMatchObject({
        minimumPrice: '150.50',
        depositKind: 'fixed',
        depositAmount: '100.00',
      }),
    );
  });

  it('says what clients may do on their page and saves it', async () => {
    const requests = stubApi({
      'GET /api/profile/booking': () => CLOSED,
      'PUT /api/profile/booking': () => ({
        ...CLOSED,
        clientMovesAllowed: false,
        clientNoticeHours: 72,
        balanceOnline: true,
      }),
    });
    const user = userEvent.setup();
    render(<BookingSettingsCard />);
    const group = await screen.findByRole('group', { name: 'What clients may do on their page' });
    expect(group).toBeInTheDocument();
    const moves = screen.getByRole('switch', { name: 'Clients may move their bookings' });
    expect(moves).toBeChecked();
    await user.click(moves);
    const notice = screen.getByLabelText('Notice (hours before the appointment)');
    expect(notice).toHaveValue('48');
    await user.clear(notice);
    await user.type(notice, '72');
    await user.click(
      screen.getByRole('switch', { name: 'Clients may pay the balance online before the session' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save booking page' }));
    await vi.waitFor(() =>
      expect(requests.find((r) => r.method === 'PUT')?.body).toMatchObject({
        clientMovesAllowed: false,
        clientNoticeHours: '72',
        balanceOnline: true,
      }),
    );
  });

  it('gives the booking page address with a Copy button beside it', async () => {
    stubApi({ 'GET /api/profile/booking': () => CLOSED });
    render(<BookingSettingsCard />);
    const link = await screen.findByRole('link', { name: `${window.location.origin}/book/pro` });
    expect(link).toHaveAttribute('href', `${window.location.origin}/book/pro`);
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  });

  it('adds, rewords and removes the questions of the request form', async () => {
    const saved: ApiBookingSettings = {
      ...CLOSED,
      open: true,
      questions: [
        { id: 'q1', text: 'Is this your first tattoo?' },
        { id: 'q2', text: 'Any allergies?' },
      ],
    };
    const requests = stubApi({
      'GET /api/profile/booking': () => saved,
      'PUT /api/profile/booking': () => saved,
    });
    const user = userEvent.setup();
    render(<BookingSettingsCard />);
    const first = await screen.findByRole('textbox', { name: 'Question 1' });
    expect(first).toHaveValue('Is this your first tattoo?');
    await user.clear(first);
    await user.type(first, 'First tattoo with us?');
    await user.click(screen.getByRole('button', { name: 'Remove question 2' }));
    expect(screen.queryByRole('textbox', { name: 'Question 2' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    await user.type(screen.getByRole('textbox', { name: 'Question 2' }), 'Where did you find me?');
    await user.click(screen.getByRole('button', { name: 'Save booking page' }));

    expect(await screen.findByText('Clients can send you requests.')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'PUT')?.body).toMatchObject({
      questions: [{ id: 'q1', text: 'First tattoo with us?' }, { text: 'Where did you find me?' }],
    });
  });

  it('asks at most five questions and shows a refused one in words beside it', async () => {
    const five = ['a', 'b', 'c', 'd', 'e'].map((id) => ({ id, text: `Question ${id}?` }));
    stubApi({
      'GET /api/profile/booking': () => ({ ...CLOSED, questions: five }),
      'PUT /api/profile/booking': () =>
        fail(400, 'VALIDATION_FAILED', 'Each question is asked once.', {
          fields: { 'questions.4': 'Each question is asked once.' },
        }),
    });
    const user = userEvent.setup();
    render(<BookingSettingsCard />);
    const add = await screen.findByRole('button', { name: 'Add a question' });
    expect(add).toBeDisabled();
    const last = screen.getByRole('textbox', { name: 'Question 5' });
    await user.clear(last);
    await user.type(last, 'Question a?');
    await user.click(screen.getByRole('button', { name: 'Save booking page' }));
    expect(await screen.findByRole('textbox', { name: 'Question 5' })).toHaveAccessibleDescription(
      'Each question is asked once.',
    );
  });
});
