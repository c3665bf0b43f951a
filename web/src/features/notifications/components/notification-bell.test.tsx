import type { Notification } from '@inkforge/domain';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/test-utils/fetch-stub';
import { render, screen, waitFor, within } from '@/test-utils/render';
import { agoText } from './ago-text';
import { NotificationBell } from './notification-bell';

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

const designReady: Notification = {
  id: 'job-1',
  kind: 'generation_completed',
  title: 'Design ready',
  body: '“a rose with thorns” is ready to view.',
  link: '/ai-generator',
  createdAt: minutesAgo(5),
  read: false,
};
const creditsAdded: Notification = {
  id: 'credits-checkout-1',
  kind: 'billing',
  title: 'Credits added',
  body: '100 credits from 100 Credits were added. Pack credits never expire.',
  link: '/credits',
  createdAt: minutesAgo(60 * 26),
  read: true,
};

/** The server's bell: marks what it is told, and answers the list as it now stands. */
function serverWith(items: Notification[]) {
  const state = items.map((n) => ({ ...n }));
  return stubApi({
    'POST /api/notifications/read': (r) => {
      const ids = (r.body as { ids?: string[] }).ids;
      for (const n of state) if (!ids || ids.includes(n.id)) n.read = true;
      return { marked: 1 };
    },
    'GET /api/notifications': () => ({
      notifications: state,
      unreadCount: state.filter((n) => !n.read).length,
    }),
  });
}

// Mantine's popover never finishes its opening transition in jsdom (it stays display: none), so
// what is inside it is found with `hidden: true`, as the other popover tests here do.
const inPanel = { hidden: true } as const;

/** The open panel: a dialog headed "Notifications". */
async function panelShown() {
  const panel = await screen.findByRole('dialog', inPanel);
  expect(
    within(panel).getByRole('heading', { name: 'Notifications', ...inPanel }),
  ).toBeInTheDocument();
  return panel;
}

describe('NotificationBell', () => {
  it('shows the unread count, lists what happened, and opens an entry where it is shown', async () => {
    const requests = serverWith([designReady, creditsAdded]);
    render(<NotificationBell />, { route: '/dashboard' });

    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    await userEvent.click(bell);
    const panel = await panelShown();
    expect(within(panel).getByText('5 minutes ago')).toBeInTheDocument();
    expect(within(panel).getByText('yesterday')).toBeInTheDocument();
    expect(within(panel).getByText(creditsAdded.body)).toBeInTheDocument();

    await userEvent.click(
      within(panel).getByRole('button', { name: /Design ready, unread/, ...inPanel }),
    );

    expect(screen.getByTestId('location')).toHaveTextContent('/ai-generator');
    await waitFor(() =>
      expect(requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
        { ids: ['job-1'] },
      ]),
    );
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('marks everything read at once, and says when there is nothing yet', async () => {
    const requests = serverWith([designReady, { ...designReady, id: 'job-2' }]);
    render(<NotificationBell />);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const panel = await panelShown();

    await userEvent.click(
      within(panel).getByRole('button', { name: 'Mark all as read', ...inPanel }),
    );

    await screen.findByRole('button', { name: 'Notifications' });
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({});
    expect(
      within(panel).getByRole('button', { name: 'Mark all as read', ...inPanel }),
    ).toBeDisabled();
  });

  it('gives the focus back to the bell when the panel closes', async () => {
    serverWith([designReady]);
    render(<NotificationBell />);
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    await userEvent.tab();
    expect(bell).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await panelShown();

    // The bell under the open panel closes it again.
    await userEvent.click(screen.getByRole('button', { name: 'Notifications, 1 unread' }));

    await waitFor(() => expect(screen.queryByRole('dialog', inPanel)).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toHaveFocus();
  });

  it('says there is nothing yet on a new account', async () => {
    serverWith([]);
    render(<NotificationBell />);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(
      await screen.findByText(
        'Nothing yet. Finished designs, payments and upcoming appointments show up here.',
      ),
    ).toBeInTheDocument();
  });

  it('tells how long ago in words', () => {
    const now = Date.parse('2026-11-25T12:00:00Z');
    expect(agoText('2026-11-25T11:59:40Z', now)).toBe('just now');
    expect(agoText('2026-11-25T09:00:00Z', now)).toBe('3 hours ago');
    expect(agoText('2026-11-23T12:00:00Z', now)).toBe('2 days ago');
  });
});
