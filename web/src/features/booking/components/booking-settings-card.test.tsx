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
  questions: [],
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

  it('adds, rewords and removes the questions of the request form', async () => {
    const saved = {
      ...CLOSED,
      open: true,
      questions: [
        { id: 'q1', text: 'Is this your first tattoo?' },
        { id: 'q2', text: 'Any allergies?' },
      ],
    };
    const requests = stubFetch((request) => {
      if (!request.url.endsWith('/api/profile/booking')) return undefined;
      return json(200, saved);
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
    stubFetch((request) => {
      if (!request.url.endsWith('/api/profile/booking')) return undefined;
      return request.method === 'PUT'
        ? json(400, {
            error: 'VALIDATION_FAILED',
            message: 'Each question is asked once.',
            fields: { 'questions.4': 'Each question is asked once.' },
          })
        : json(200, { ...CLOSED, questions: five });
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
