import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ApiAppointment } from '@inkforge/domain';
import { stubApi } from '@/test-utils/fetch-stub';
import { render, screen } from '@/test-utils/render';
import { AppointmentActions } from './appointment-actions';

const paidOnline: ApiAppointment = {
  id: 'a1',
  clientId: 'c1',
  projectId: 'p1',
  title: 'Koi session',
  appointmentDate: '2027-03-15T10:00:00.000Z',
  timezone: 'Europe/Berlin',
  duration: 120,
  type: 'tattoo_session',
  status: 'scheduled',
  deposit: 100,
  depositPaid: 100,
  createdAt: '2026-11-01T00:00:00.000Z',
  onlineDeposit: {
    amount: { cents: 10000, currency: 'EUR' },
    status: 'paid',
    link: '/deposit/token',
    paidAt: '2026-11-02T00:00:00.000Z',
    policy: null,
    moves: 0,
    history: [],
  },
} as ApiAppointment;

// Issue 33: a deposit paid online is never marked refunded, cancelled away or deleted from a
// form; the dialogs send the artist to the Deposit dialog, whose refund goes through Stripe.
describe('appointment dialogs with a deposit paid online', () => {
  it('Edit shows the deposit read-only and asks for its outcome before cancelling', async () => {
    stubApi({});
    const decide = vi.fn();
    render(
      <AppointmentActions
        editing={paidOnline}
        deleting={null}
        onClose={() => {}}
        onDecideDeposit={decide}
      />,
    );
    const deposit = await screen.findByRole('textbox', { name: /Deposit/ });
    expect(deposit).toHaveAttribute('readonly');
    expect(screen.queryByText('Refunded to the client')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Cancelled' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Deposit Decision Needed');
    expect(screen.queryByText('Refunded to the client')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Decide the deposit' }));
    expect(decide).toHaveBeenCalledWith(paidOnline);
  }, 20_000);

  it('Delete does not offer to delete while the deposit is held', async () => {
    stubApi({});
    render(<AppointmentActions editing={null} deleting={paidOnline} onClose={() => {}} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Open the client's Appointments tab",
    );
    expect(screen.queryByRole('button', { name: /Delete|Confirm/ })).not.toBeInTheDocument();
  });
});
