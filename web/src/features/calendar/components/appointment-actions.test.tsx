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
  it('Edit shows the deposit read-only; cancelling offers refund or keep in the same place', async () => {
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
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Cancel with the deposit paid online',
    );
    expect(screen.queryByText('Refunded to the client')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Move or carry it instead' }));
    expect(decide).toHaveBeenCalledWith(paidOnline);
  }, 20_000);

  // Issue 47: cancelling and refunding were two actions in two places ("Open the client's
  // Appointments tab"); now one step, asked once more because money leaves.
  it('Cancel and refund is one action, confirmed once, from the calendar too', async () => {
    const requests = stubApi({
      'POST /api/appointments/:id/deposit-outcome': () => ({
        ...paidOnline.onlineDeposit!,
        status: 'refunded',
      }),
    });
    const closed = vi.fn();
    render(<AppointmentActions editing={paidOnline} deleting={null} onClose={closed} />);
    await userEvent.click(await screen.findByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Cancelled' }));
    expect(await screen.findByRole('alert')).not.toHaveTextContent('Appointments tab');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel and refund' }));
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: /^Refund .+ and cancel$/ }));
    await vi.waitFor(() => expect(closed).toHaveBeenCalled());
    const posted = requests.filter((r) => r.method === 'POST');
    expect(posted).toHaveLength(1);
    expect(posted[0]!.url).toContain('/api/appointments/a1/deposit-outcome');
    expect(posted[0]!.body).toEqual({ outcome: 'refund', cancel: true });
  }, 20_000);

  it('Cancel and keep it sends the late-cancel keep', async () => {
    const requests = stubApi({
      'POST /api/appointments/:id/deposit-outcome': () => ({
        ...paidOnline.onlineDeposit!,
        status: 'kept',
      }),
    });
    render(<AppointmentActions editing={paidOnline} deleting={null} onClose={() => {}} />);
    await userEvent.click(await screen.findByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Cancelled' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel and keep it' }));
    await vi.waitFor(() =>
      expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
        outcome: 'keep',
        reason: 'late_cancel',
      }),
    );
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
