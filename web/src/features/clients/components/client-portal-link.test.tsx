import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ApiAppointment } from '@inkforge/domain';
import { apiClient } from '@/test-utils/answers';
import { seriousAxeFindings } from '@/test-utils/axe';
import { stubApi } from '@/test-utils/fetch-stub';
import { render, screen, within } from '@/test-utils/render';
import { ClientPortalLink } from './client-portal-link';

const SAM = apiClient({ id: 'c1', name: 'Sam Rivers' });

const session: ApiAppointment = {
  id: 'a1',
  clientId: 'c1',
  title: 'Fine line rose',
  appointmentDate: '2026-12-20T10:00:00.000Z',
  timezone: 'Europe/Berlin',
  duration: 120,
  type: 'tattoo_session',
  status: 'cancelled',
  createdAt: '2026-11-30T08:00:00.000Z',
  history: [
    {
      uid: 'u1',
      name: 'Paola Pro',
      role: 'artist',
      action: 'created',
      at: '2026-11-30T08:00:00.000Z',
    },
    {
      uid: 'c1',
      name: 'Sam Rivers',
      role: 'client',
      action: 'moved',
      at: '2026-12-01T09:00:00.000Z',
      note: 'Moved by the client 400 hours before (moves up to 48 hours before; move 1 of 1); the €80.00 deposit moved with it.',
    },
    {
      uid: 'c1',
      name: 'Sam Rivers',
      role: 'client',
      action: 'cancelled',
      at: '2026-12-03T09:00:00.000Z',
      note: 'Cancelled by the client 300 hours before (notice 48 hours); the €80.00 deposit is refunded.',
    },
  ],
};

describe('ClientPortalLink', () => {
  it('says when the client last used their link, and makes a new one only after asking', async () => {
    let made = 0;
    const requests = stubApi({
      'GET /api/clients/:id/portal-link': () => ({
        lastUsedAt: '2026-12-05T09:15:00.000Z',
        createdAt: '2026-11-30T08:00:00.000Z',
      }),
      'POST /api/clients/:id/portal-link': ({ params }) => {
        made += 1;
        return { url: `https://app.test/bookings/${params.id}-${'n'.repeat(30)}` };
      },
    });
    const user = userEvent.setup();
    render(<ClientPortalLink client={SAM} />);
    const section = await screen.findByRole('region', { name: 'Your bookings link' });
    expect(await within(section).findByText(/^Last used: 5 Dec 2026, \d\d:15/)).toBeInTheDocument();
    expect(section).toHaveTextContent('Link made 30 Nov 2026');

    await user.click(within(section).getByRole('button', { name: 'New link' }));
    const confirm = await screen.findByRole('dialog', { name: 'New bookings link' });
    expect(confirm).toHaveTextContent('stops working at once');
    expect(made).toBe(0);
    expect(await seriousAxeFindings()).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Make a new link' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(made).toBe(1);
    expect(
      within(section).getByText(`https://app.test/bookings/c1-${'n'.repeat(30)}`),
    ).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('makes the first link without asking, since no link can stop working', async () => {
    stubApi({
      'GET /api/clients/:id/portal-link': () => ({ lastUsedAt: null, createdAt: null }),
      'POST /api/clients/:id/portal-link': () => ({ url: 'https://app.test/bookings/first' }),
    });
    const user = userEvent.setup();
    render(<ClientPortalLink client={SAM} />);
    expect(await screen.findByText('Last used: not opened yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Make the link' }));
    expect(await screen.findByText('https://app.test/bookings/first')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lists what the client did on their page, newest first, with the policy applied', async () => {
    stubApi({
      'GET /api/clients/:id/portal-link': () => ({ lastUsedAt: null, createdAt: null }),
    });
    render(<ClientPortalLink client={{ ...SAM, appointments: [session] }} />);
    const section = await screen.findByRole('region', { name: 'Your bookings link' });
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(
      /cancelled the appointment “Fine line rose”\. Cancelled by the client 300 hours before \(notice 48 hours\); the €80\.00 deposit is refunded\./,
    );
    expect(items[1]).toHaveTextContent(
      /moved the appointment “Fine line rose”\. Moved by the client/,
    );
    expect(section).not.toHaveTextContent('booked the appointment');
  });

  it('says so when the client changed nothing yet', async () => {
    stubApi({
      'GET /api/clients/:id/portal-link': () => ({ lastUsedAt: null, createdAt: null }),
    });
    render(<ClientPortalLink client={SAM} />);
    expect(await screen.findByText('None yet.')).toBeInTheDocument();
  });
});
