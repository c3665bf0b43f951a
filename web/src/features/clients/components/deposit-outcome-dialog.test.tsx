import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ApiAppointment } from '@inkforge/domain';
import { fail, stubApi } from '@/test-utils/fetch-stub';
import { render, screen } from '@/test-utils/render';
import { DepositOutcomeDialog } from './deposit-outcome-dialog';

const base: ApiAppointment = {
  id: 'a1',
  clientId: 'c1',
  projectId: 'p1',
  title: 'First session',
  appointmentDate: '2027-03-10T10:00:00.000Z',
  timezone: 'Europe/Berlin',
  duration: 120,
  type: 'tattoo_session',
  status: 'scheduled',
  deposit: 100,
  depositPaid: 100,
  createdAt: '2027-01-01T10:00:00.000Z',
  onlineDeposit: {
    amount: { cents: 10000, currency: 'EUR' },
    status: 'paid',
    link: '/deposit/t',
    paidAt: '2027-01-02T10:00:00.000Z',
    policy: { text: 'Non-refundable.', version: 2, acceptedAt: '2027-01-02T09:59:00.000Z' },
    moves: 0,
    history: [],
  },
};
const later: ApiAppointment = {
  ...base,
  id: 'a2',
  title: 'New date',
  appointmentDate: '2027-04-10T10:00:00.000Z',
  deposit: undefined,
  depositPaid: undefined,
  onlineDeposit: undefined,
};

describe('DepositOutcomeDialog', () => {
  it('moves the deposit to the rescheduled appointment the artist picks', async () => {
    const requests = stubApi({
      'POST /api/appointments/:id/deposit-outcome': () => ({
        ...base.onlineDeposit!,
        status: 'moved',
      }),
    });
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(<DepositOutcomeDialog appointment={base} others={[base, later]} onClose={onClose} />);
    expect(
      await screen.findByText(/€100.00 paid online for “First session”; policy version 2/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose what happens to the deposit.');
    await user.click(screen.getByRole('radio', { name: /Move it to a rescheduled appointment/ }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose the rescheduled appointment.');
    const select = screen.getByRole('combobox', { name: 'Rescheduled appointment' });
    await user.selectOptions(select, screen.getByRole('option', { name: /^New date/ }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(requests.find((r) => r.method === 'POST')).toMatchObject({
      url: expect.stringMatching(/\/api\/appointments\/a1\/deposit-outcome$/),
      body: { outcome: 'move', toAppointmentId: 'a2' },
    });
  });

  it('asks once more before a refund sends the money back', async () => {
    const requests = stubApi({
      'POST /api/appointments/:id/deposit-outcome': () => ({
        ...base.onlineDeposit!,
        status: 'refunded',
      }),
    });
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(<DepositOutcomeDialog appointment={base} others={[]} onClose={onClose} />);
    await user.click(await screen.findByRole('radio', { name: /Refund it/ }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByText(/^Refund €100.00 to the client\?/)).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('button', { name: 'Refund €100.00' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await user.click(screen.getByRole('button', { name: 'Refund €100.00' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(requests.filter((r) => r.method === 'POST')).toMatchObject([
      { body: { outcome: 'refund' } },
    ]);
  });

  it('says in words why a refund was not made', async () => {
    stubApi({
      'POST /api/appointments/:id/deposit-outcome': () =>
        fail(
          502,
          'DEPOSIT_REFUND_FAILED',
          'Stripe did not make the refund. Nothing was changed; please try again.',
        ),
    });
    const user = userEvent.setup();
    render(<DepositOutcomeDialog appointment={base} others={[]} onClose={() => {}} />);
    await user.click(await screen.findByRole('radio', { name: /Refund it/ }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await user.click(screen.getByRole('button', { name: 'Refund €100.00' }));
    expect(
      await screen.findByText(
        'Stripe did not make the refund. Nothing was changed; please try again.',
      ),
    ).toBeInTheDocument();
  });
});
