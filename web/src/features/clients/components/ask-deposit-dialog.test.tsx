import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ApiAppointment } from '@inkforge/domain';
import { fail, stubApi } from '@/test-utils/fetch-stub';
import { render, screen } from '@/test-utils/render';
import { AskDepositDialog } from './ask-deposit-dialog';

const appointment: ApiAppointment = {
  id: 'a1',
  clientId: 'c1',
  projectId: 'p1',
  title: 'Second session',
  appointmentDate: '2027-03-10T10:00:00.000Z',
  timezone: 'Europe/Berlin',
  duration: 120,
  type: 'tattoo_session',
  status: 'scheduled',
  createdAt: '2027-01-01T10:00:00.000Z',
};

describe('AskDepositDialog', () => {
  it('asks the amount and gives the link to send the client', async () => {
    const requests = stubApi({
      'POST /api/appointments/:id/deposit-request': () => ({
        amount: { cents: 8000, currency: 'EUR' },
        status: 'requested',
        link: '/deposit/tok',
        paidAt: null,
        policy: null,
        moves: 0,
        history: [],
      }),
    });
    const user = userEvent.setup();
    render(<AskDepositDialog appointment={appointment} onClose={() => {}} />);
    await user.type(await screen.findByLabelText(/Deposit \(€\)/), '80');
    await user.click(screen.getByRole('button', { name: 'Ask deposit' }));
    expect(
      await screen.findByText(/Send the client this link to pay it online: .*\/deposit\/tok$/),
    ).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')).toMatchObject({
      url: expect.stringMatching(/\/api\/appointments\/a1\/deposit-request$/),
      body: { amount: '80' },
    });
  });

  it('says in words what is wrong with the amount', async () => {
    stubApi({
      'POST /api/appointments/:id/deposit-request': () =>
        fail(400, 'VALIDATION_FAILED', 'Some fields are invalid.', {
          fields: { amount: 'Enter the deposit in the studio’s currency, e.g. 100.' },
        }),
    });
    const user = userEvent.setup();
    render(<AskDepositDialog appointment={appointment} onClose={() => {}} />);
    await user.type(await screen.findByLabelText(/Deposit \(€\)/), 'lots');
    await user.click(screen.getByRole('button', { name: 'Ask deposit' }));
    expect(
      await screen.findByText('Enter the deposit in the studio’s currency, e.g. 100.'),
    ).toBeInTheDocument();
  });
});
