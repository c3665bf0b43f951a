import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { seriousAxeFindings } from '@/test-utils/axe';
import { stubApi } from '@/test-utils/fetch-stub';
import { render, screen, within } from '@/test-utils/render';
import { ClientPortalLink } from './client-portal-link';

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
    render(<ClientPortalLink clientId="c1" clientName="Sam Rivers" />);
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
    render(<ClientPortalLink clientId="c1" clientName="Sam Rivers" />);
    expect(await screen.findByText('Last used: not opened yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Make the link' }));
    expect(await screen.findByText('https://app.test/bookings/first')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
