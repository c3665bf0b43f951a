import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seriousAxeFindings } from '@/test-utils/axe';
import { fail, stubApi, type StubHandlers } from '@/test-utils/fetch-stub';
import { render, screen, within } from '@/test-utils/render';
import type { ApiPortal, ApiPortalAppointment } from '@inkforge/domain';
import { PortalScreen } from './portal-screen';

const TOKEN = 't'.repeat(43);
const pounds = (cents: number) => ({ cents, currency: 'GBP' });

const UPCOMING: ApiPortalAppointment = {
  id: 'apt-1',
  start: '2027-01-16T10:00:00.000Z',
  timezone: 'Europe/London',
  durationMinutes: 180,
  type: 'tattoo_session',
  typeLabel: 'Tattoo session',
  what: { title: 'Fine line rose', design: null, size: '10 cm', placement: 'Forearm' },
  status: 'confirmed',
  deposit: { status: 'paid', words: 'paid online', amount: pounds(8000) },
  balanceDue: pounds(22000),
  move: { allowed: true },
  cancel: { allowed: true, outcome: 'Your £80.00 deposit will be refunded.' },
  balanceOnline: false,
};

const PAST: ApiPortalAppointment = {
  ...UPCOMING,
  id: 'apt-0',
  start: '2026-11-20T14:30:00.000Z',
  type: 'consultation',
  typeLabel: 'Consultation',
  what: { title: 'Consultation', design: null, size: null, placement: null },
  status: 'completed',
  deposit: null,
  balanceDue: null,
  move: { allowed: false },
  cancel: { allowed: false, outcome: 'Nothing to cancel.' },
};

const PORTAL: ApiPortal = {
  artist: { name: 'Mara Ink', avatarUrl: null, accentColor: '#1d4ed8' },
  studio: { name: 'Black Lotus', address: '12 Mill Lane, Leeds' },
  clientFirstName: 'Sam',
  locale: 'en-GB',
  currency: 'GBP',
  upcoming: [UPCOMING],
  past: [PAST],
  todo: [
    {
      kind: 'intake',
      appointmentId: 'apt-1',
      projectId: null,
      label: 'Fill in your consent form',
      path: '/intake/i-token',
    },
  ],
  downloads: [
    {
      kind: 'deposit-policy',
      label: 'Deposit policy you accepted',
      appointmentId: 'apt-1',
      path: `/api/public/portal/${TOKEN}/appointments/apt-1/deposit-policy.txt`,
    },
  ],
};

function stubPortal(portal: ApiPortal | (() => ApiPortal) = PORTAL, more: StubHandlers = {}) {
  return stubApi({
    'GET /api/public/portal/:token': ({ params }) =>
      params.token === TOKEN ? (typeof portal === 'function' ? portal() : portal) : undefined,
    ...more,
  });
}

const show = () => render(<PortalScreen token={TOKEN} />);

afterEach(() => vi.unstubAllGlobals());

describe('PortalScreen', () => {
  it('shows the artist, what is to do, the coming and past appointments and the papers', async () => {
    stubPortal();
    show();
    expect(screen.getByRole('status', { name: 'Loading your bookings' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your bookings with Mara Ink' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Your artist')).toHaveTextContent('Mara Ink');
    expect(screen.getByText('Where: Black Lotus, 12 Mill Lane, Leeds')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fill in your consent form' })).toHaveAttribute(
      'href',
      '/intake/i-token',
    );

    const coming = screen.getByRole('region', { name: 'Coming up' });
    // The studio's zone and format: 10:00 UTC is 10:00 in London in January.
    const card = within(coming).getByRole('article', { name: 'Sat, 16 Jan 2027, 10:00' });
    expect(card).toHaveTextContent('Tattoo session: Fine line rose (10 cm, Forearm)');
    expect(card).toHaveTextContent('Deposit £80.00: paid online');
    expect(card).toHaveTextContent('Still to pay: £220.00');
    expect(within(card).getByRole('button', { name: 'Move' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    // Before the session, the balance is paid online only where the artist allows it.
    expect(within(card).queryByRole('button', { name: /Pay the balance/ })).toBeNull();

    const past = screen.getByRole('region', { name: 'Past appointments' });
    expect(
      within(past).getByRole('article', { name: 'Fri, 20 Nov 2026, 14:30' }),
    ).toHaveTextContent('Consultation');
    expect(within(past).queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'Deposit policy you accepted' })).toHaveAttribute(
      'href',
      `/api/public/portal/${TOKEN}/appointments/apt-1/deposit-policy.txt`,
    );
    expect(await seriousAxeFindings()).toEqual([]);
  });

  it('says in words when the link does not work', async () => {
    stubApi({
      'GET /api/public/portal/:token': () =>
        fail(
          404,
          'PORTAL_LINK_NOT_FOUND',
          'This link to your bookings does not work any more. Ask the studio for a new one.',
        ),
    });
    show();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This link does not work');
    expect(alert).toHaveTextContent('Ask the studio for a new one.');
    expect(screen.getByRole('heading', { level: 1, name: 'Your bookings' })).toBeInTheDocument();
    expect(await seriousAxeFindings()).toEqual([]);
  });

  it('says so when nothing is booked', async () => {
    stubPortal({ ...PORTAL, upcoming: [], past: [], todo: [], downloads: [] });
    show();
    expect(
      await screen.findByText('You have no appointments with Mara Ink at the moment.'),
    ).toBeInTheDocument();
    expect(await seriousAxeFindings()).toEqual([]);
  });

  it('gives the policy’s sentence where a move is no longer possible', async () => {
    const reason = 'Moves are possible up to 48 hours before; write to Mara Ink.';
    stubPortal({ ...PORTAL, upcoming: [{ ...UPCOMING, move: { allowed: false, reason } }] });
    show();
    const card = await screen.findByRole('article', { name: 'Sat, 16 Jan 2027, 10:00' });
    expect(card).toHaveTextContent(reason);
    expect(within(card).queryByRole('button', { name: 'Move' })).toBeNull();
  });

  it('moves to an open time of a chosen day, and says so when the time was taken', async () => {
    let taken = true;
    const requests = stubPortal(PORTAL, {
      'GET /api/public/portal/:token/appointments/:id/times': () => ({
        timezone: 'Europe/London',
        times: taken
          ? ['2027-01-20T10:00:00+00:00', '2027-01-20T14:00:00+00:00', '2027-01-21T11:00:00+00:00']
          : ['2027-01-20T14:00:00+00:00', '2027-01-21T11:00:00+00:00'],
        flashDays: [],
      }),
      'POST /api/public/portal/:token/appointments/:id/move': ({ body }) => {
        if (taken) {
          taken = false;
          return fail(
            409,
            'BOOKING_TIME_TAKEN',
            'This time was just taken. Please choose another.',
          );
        }
        return {
          id: 'apt-1',
          start: (body as { start: string }).start,
          previousStart: UPCOMING.start,
          timezone: 'Europe/London',
          depositStatus: 'paid',
        };
      },
    });
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'Move' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move your appointment' });
    const day = within(dialog).getByRole('combobox', { name: 'Day' });
    expect(day).toHaveValue('Wed, 20 Jan 2027');
    await user.click(within(dialog).getByRole('radio', { name: '10:00' }));
    await user.click(
      within(dialog).getByRole('button', { name: 'Move to Wed, 20 Jan 2027, 10:00' }),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This time was just taken. Please choose another.',
    );
    await vi.waitFor(() =>
      expect(within(dialog).queryByRole('radio', { name: '10:00' })).toBeNull(),
    );
    expect(await seriousAxeFindings()).toEqual([]);

    await user.selectOptions(day, 'Thu, 21 Jan 2027');
    await user.click(within(dialog).getByRole('radio', { name: '11:00' }));
    await user.click(
      within(dialog).getByRole('button', { name: 'Move to Thu, 21 Jan 2027, 11:00' }),
    );
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.filter((r) => r.method === 'POST').at(-1)?.body).toEqual({
      start: '2027-01-21T11:00:00+00:00',
    });
  });

  it('says what becomes of the deposit before a cancel, then shows the booking cancelled', async () => {
    let cancelled = false;
    const requests = stubPortal(
      () =>
        cancelled
          ? {
              ...PORTAL,
              upcoming: [],
              past: [
                {
                  ...UPCOMING,
                  status: 'cancelled',
                  deposit: { status: 'refunded', words: 'refunded', amount: pounds(8000) },
                  move: { allowed: false },
                  cancel: { allowed: false, outcome: 'Nothing to cancel.' },
                },
                PAST,
              ],
            }
          : PORTAL,
      {
        'GET /api/public/portal/:token/appointments/:id/cancel': () => ({
          allowed: true,
          reason: null,
          deposit: 'refund',
          words: 'Your £80.00 deposit will be refunded.',
        }),
        'POST /api/public/portal/:token/appointments/:id/cancel': () => {
          cancelled = true;
          return {
            id: 'apt-1',
            status: 'cancelled',
            deposit: 'refund',
            depositStatus: 'refunded',
            words: 'Your £80.00 deposit is refunded.',
          };
        },
      },
    );
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this appointment?' });
    expect(await within(dialog).findByText('Your £80.00 deposit will be refunded.')).toBeVisible();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
    expect(await seriousAxeFindings()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the appointment' }));
    const past = await screen.findByRole('region', { name: 'Past appointments' });
    const card = await within(past).findByRole('article', { name: 'Sat, 16 Jan 2027, 10:00' });
    expect(card).toHaveTextContent('Cancelled');
    expect(card).toHaveTextContent('Deposit £80.00: refunded');
    expect(screen.queryByRole('region', { name: 'Coming up' })).toBeNull();
    expect(await seriousAxeFindings()).toEqual([]);
  });

  it('pays the balance after the session in Checkout, and says so when nothing is due', async () => {
    const done: ApiPortalAppointment = {
      ...UPCOMING,
      status: 'completed',
      move: { allowed: false },
      cancel: { allowed: false, outcome: 'Nothing to cancel.' },
      balanceOnline: true,
    };
    let due = true;
    stubPortal(
      { ...PORTAL, upcoming: [], past: [done] },
      {
        'POST /api/public/portal/:token/appointments/:id/balance-checkout': () =>
          due
            ? { url: 'https://pay.test/balance', amountCents: 22000, currency: 'GBP' }
            : fail(409, 'NOTHING_DUE', 'Nothing is due on this booking.'),
      },
    );
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'Pay the balance £220.00' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.test/balance'));
    due = false;
    await user.click(screen.getByRole('button', { name: 'Pay the balance £220.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nothing is due on this booking.');
  });

  it('back from Checkout, says the payment is being confirmed until it is recorded', async () => {
    const done: ApiPortalAppointment = {
      ...UPCOMING,
      status: 'completed',
      move: undefined,
      cancel: undefined,
      balanceOnline: true,
    };
    let reads = 0;
    stubPortal(() => {
      reads += 1;
      const paid = reads > 1;
      return {
        ...PORTAL,
        upcoming: [],
        past: [{ ...done, balanceDue: pounds(paid ? 0 : 22000), balanceOnline: !paid }],
      };
    });
    render(<PortalScreen token={TOKEN} returnedPaid />);
    expect(
      await screen.findByText('Your payment is being confirmed. This page updates by itself.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Thank you. Mara Ink has received your payment.',
        {},
        { timeout: 4000 },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Still to pay/)).toBeNull();
    expect(screen.queryByRole('button', { name: /Pay the balance/ })).toBeNull();
  });

  it('says why a booking can no longer be cancelled online', async () => {
    const reason = 'Cancelling online is possible up to 48 hours before; write to Mara Ink.';
    stubPortal({
      ...PORTAL,
      upcoming: [
        { ...UPCOMING, move: { allowed: true }, cancel: { allowed: false, outcome: reason } },
      ],
    });
    show();
    const card = await screen.findByRole('article', { name: 'Sat, 16 Jan 2027, 10:00' });
    expect(card).toHaveTextContent(reason);
    expect(within(card).queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(within(card).getByRole('button', { name: 'Move' })).toBeInTheDocument();
  });
});
