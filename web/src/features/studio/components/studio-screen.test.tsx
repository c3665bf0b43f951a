import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seriousAxeFindings } from '@/test-utils/axe';
import { fail, stubApi, type StubHandlers } from '@/test-utils/fetch-stub';
import { render, screen, within } from '@/test-utils/render';
import { makeUser } from '@/test-utils/user';
import { calendar, member, myStudio } from './studio-fixtures';
import { StudioScreen } from './studio-screen';

afterEach(() => vi.unstubAllGlobals());

const owner = makeUser({ id: 'uid-1', currentPlan: 'pro', role: 'pro' });

function stubStudio(more: StubHandlers = {}) {
  return stubApi({
    'GET /api/studios/mine': () => myStudio(),
    'GET /api/studios/:id/calendar': () => calendar([]),
    ...more,
  });
}

describe('StudioScreen: opening a studio', () => {
  it('suggests the page address from the name and opens the studio with the form’s values', async () => {
    let opened = false;
    const requests = stubApi({
      'GET /api/studios/mine': () =>
        opened ? myStudio() : fail(404, 'STUDIO_NOT_FOUND', 'You are not in a studio.'),
      'POST /api/studios': () => {
        opened = true;
        return myStudio();
      },
      'GET /api/studios/:id/calendar': () => calendar([]),
    });
    const user = userEvent.setup();
    render(<StudioScreen me={owner} />);
    const form = await screen.findByRole('form', { name: 'Open a studio' });
    expect(await seriousAxeFindings()).toEqual([]);
    await user.type(within(form).getByRole('textbox', { name: 'Studio name' }), 'Black Lötus Ink');
    expect(within(form).getByRole('textbox', { name: 'Page address' })).toHaveValue(
      'black-lotus-ink',
    );
    await user.type(within(form).getByRole('textbox', { name: 'Address' }), '12 Ink Street');
    await user.click(within(form).getByRole('checkbox', { name: 'Saturday' }));
    await user.click(within(form).getByRole('radio', { name: /studio's Stripe account/ }));
    await user.click(within(form).getByRole('button', { name: 'Open studio' }));
    await vi.waitFor(() =>
      expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
        name: 'Black Lötus Ink',
        slug: 'black-lotus-ink',
        address: '12 Ink Street',
        timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        openingHours: { start: '10:00', end: '18:00', days: [0, 1, 2, 3, 4, 5] },
        depositsTo: 'studio',
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Black Lotus' })).toBeVisible();
  }, 60_000);

  it('keeps an address the artist typed, and says when it is taken', async () => {
    const requests = stubApi({
      'GET /api/studios/mine': () => fail(404, 'STUDIO_NOT_FOUND', 'You are not in a studio.'),
      'POST /api/studios': () =>
        fail(409, 'STUDIO_SLUG_TAKEN', 'Another studio has this page address. Choose another.'),
    });
    const user = userEvent.setup();
    render(<StudioScreen me={owner} />);
    const form = await screen.findByRole('form', { name: 'Open a studio' });
    const slug = within(form).getByRole('textbox', { name: 'Page address' });
    await user.type(slug, 'lotus');
    await user.type(within(form).getByRole('textbox', { name: 'Studio name' }), 'Black Lotus');
    expect(slug).toHaveValue('lotus');
    await user.click(within(form).getByRole('button', { name: 'Open studio' }));
    expect(await within(form).findByText(/Another studio has this page address/)).toBeVisible();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  }, 60_000);

  it('offers no form to an artist without a paid plan', async () => {
    stubApi({
      'GET /api/studios/mine': () => fail(404, 'STUDIO_NOT_FOUND', 'You are not in a studio.'),
    });
    render(<StudioScreen me={makeUser({ currentPlan: null, role: 'free' })} />);
    expect(await screen.findByRole('link', { name: 'See the plans' })).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Open a studio' })).toBeNull();
  });
});

describe('StudioScreen: members', () => {
  it('the owner invites by e-mail and sees the link once, said to be e-mailed', async () => {
    const requests = stubStudio({
      'POST /api/studios/:id/invitations': () => ({
        invitation: {
          id: 'inv1',
          email: 'desk@example.com',
          role: 'desk',
          guestFrom: null,
          guestUntil: null,
          expiresAt: '2026-12-14T09:00:00.000Z',
          createdAt: '2026-12-07T09:00:00.000Z',
        },
        acceptPath: '/join/tok-123',
        emailed: 'sent',
      }),
    });
    const user = userEvent.setup();
    render(<StudioScreen me={owner} />, { route: '/studio?tab=members' });
    await user.click(await screen.findByRole('button', { name: 'Invite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite to the studio' });
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), 'desk@example.com');
    await user.click(within(dialog).getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'Front desk' }));
    expect(await seriousAxeFindings()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(
      await within(dialog).findByText(/We e-mailed the link to desk@example.com/),
    ).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: 'Invitation link' })).toHaveValue(
      `${window.location.origin}/join/tok-123`,
    );
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      email: 'desk@example.com',
      role: 'desk',
    });
    // Closed and opened again, the dialog no longer holds the link.
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    const again = await screen.findByRole('dialog', { name: 'Invite to the studio' });
    expect(within(again).queryByRole('textbox', { name: 'Invitation link' })).toBeNull();
  });

  it('a guest invitation carries the spot’s first and last day', async () => {
    const requests = stubStudio({
      'POST /api/studios/:id/invitations': () => fail(429, 'RATE_LIMITED', 'Too many invitations.'),
    });
    const user = userEvent.setup();
    render(<StudioScreen me={owner} />, { route: '/studio?tab=members' });
    await user.click(await screen.findByRole('button', { name: 'Invite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite to the studio' });
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), 'guest@example.com');
    await user.click(within(dialog).getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'Guest artist' }));
    await user.type(within(dialog).getByLabelText(/First day/), '2026-12-10');
    await user.type(within(dialog).getByLabelText(/Last day/), '2026-12-12');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await vi.waitFor(() =>
      expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
        email: 'guest@example.com',
        role: 'guest',
        guestFrom: '2026-12-10',
        guestUntil: '2026-12-12',
      }),
    );
  });

  it('the owner revokes an open invitation, changes a house share and removes after asking', async () => {
    const requests = stubStudio({
      'GET /api/studios/mine': () =>
        myStudio({
          invitations: [
            {
              id: 'inv7',
              email: 'late@example.com',
              role: 'artist',
              guestFrom: null,
              guestUntil: null,
              expiresAt: '2026-12-14T09:00:00.000Z',
              createdAt: '2026-12-07T09:00:00.000Z',
            },
          ],
        }),
      'DELETE /api/studios/:id/invitations/:invitationId': () => ({ success: true }),
      'PATCH /api/studios/:id/members/:uid': () => member({ uid: 'uid-2' }),
      'DELETE /api/studios/:id/members/:uid': () => ({ success: true }),
    });
    const user = userEvent.setup();
    render(<StudioScreen me={owner} />, { route: '/studio?tab=members' });
    const rows = await screen.findAllByTestId('studio-member');
    expect(within(rows[1]!).getByText('House share 40%')).toBeVisible();
    expect(within(rows[0]!).queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(await seriousAxeFindings()).toEqual([]);

    await user.click(
      screen.getByRole('button', { name: 'Revoke the invitation to late@example.com' }),
    );
    await vi.waitFor(() =>
      expect(
        requests.some((r) => r.method === 'DELETE' && r.url.endsWith('/invitations/inv7')),
      ).toBe(true),
    );

    await user.click(screen.getByRole('button', { name: 'Change Mara Ink' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Mara Ink' });
    await user.click(within(dialog).getByRole('radio', { name: 'Chair rent' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Chair rent a month (€)' }), '400');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({
        role: 'artist',
        houseShare: { kind: 'chairRent', monthly: '400' },
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Remove Dana Desk' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove this member?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await vi.waitFor(() =>
      expect(requests.some((r) => r.method === 'DELETE' && r.url.endsWith('/members/uid-3'))).toBe(
        true,
      ),
    );
  });

  it('other members read the list and may leave', async () => {
    const requests = stubStudio({
      'GET /api/studios/mine': () => myStudio({ role: 'artist' }),
      'DELETE /api/studios/:id/members/:uid': () => ({ success: true }),
    });
    const user = userEvent.setup();
    render(<StudioScreen me={makeUser({ id: 'uid-2' })} />, { route: '/studio?tab=members' });
    expect(await screen.findByText('Mara Ink (you)')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Invite' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Change/ })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Commissions' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Leave studio' }));
    const confirm = await screen.findByRole('dialog', { name: 'Leave the studio?' });
    expect(within(confirm).getByText(/gallery, designs and credits stay yours/)).toBeVisible();
    await user.click(within(confirm).getByRole('button', { name: 'Leave' }));
    await vi.waitFor(() =>
      expect(requests.some((r) => r.method === 'DELETE' && r.url.endsWith('/members/uid-2'))).toBe(
        true,
      ),
    );
  });
});
