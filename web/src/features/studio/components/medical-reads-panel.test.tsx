import userEvent from '@testing-library/user-event';
import type { ApiMedicalRead } from '@inkforge/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seriousAxeFindings } from '@/test-utils/axe';
import { stubApi } from '@/test-utils/fetch-stub';
import { render, screen, within } from '@/test-utils/render';
import { makeUser } from '@/test-utils/user';
import { calendar, myStudio } from './studio-fixtures';
import { StudioScreen } from './studio-screen';

afterEach(() => vi.unstubAllGlobals());

const reads: ApiMedicalRead[] = [
  {
    id: 'r1',
    readerUid: 'uid-2',
    readerName: 'Mara Ink',
    readerRole: 'artist',
    artistUid: 'uid-2',
    artistName: 'Mara Ink',
    appointmentId: 'a1',
    clientId: 'c2',
    what: 'answers',
    via: 'studio',
    at: '2026-12-05T10:30:00.000Z',
  },
  {
    id: 'r2',
    readerUid: 'uid-1',
    readerName: 'Jane Doe',
    readerRole: 'owner',
    artistUid: 'uid-2',
    artistName: 'Mara Ink',
    clientIds: ['c2', 'c3'],
    what: 'clients',
    via: 'studio',
    at: '2026-12-06T08:00:00.000Z',
  },
];

describe('StudioScreen: medical reads', () => {
  it('the owner sees every read with who, role, whose and what, and filters by days', async () => {
    const requests = stubApi({
      'GET /api/studios/mine': () => myStudio(),
      'GET /api/studios/:id/calendar': () => calendar([]),
      'GET /api/studios/:id/medical-reads': () => reads,
    });
    const user = userEvent.setup();
    render(<StudioScreen me={makeUser({ id: 'uid-1', currentPlan: 'pro', role: 'pro' })} />, {
      route: '/studio?tab=medical-reads',
    });
    const table = await screen.findByRole('table', { name: /Medical reads from/ });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByRole('rowheader', { name: 'Mara Ink' })).toBeVisible();
    expect(within(rows[1]!).getByText('Artist')).toBeVisible();
    expect(within(rows[1]!).getByText('Mara Ink’s appointment')).toBeVisible();
    expect(within(rows[1]!).getByText('Intake answers')).toBeVisible();
    expect(within(rows[2]!).getByText('Owner')).toBeVisible();
    expect(within(rows[2]!).getByText('2 of Mara Ink’s clients')).toBeVisible();
    expect(within(rows[2]!).getByText('Client medical fields')).toBeVisible();
    expect(await seriousAxeFindings()).toEqual([]);

    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2026-12-01');
    const to = screen.getByLabelText('To');
    await user.clear(to);
    await user.type(to, '2026-12-06');
    await vi.waitFor(() =>
      expect(
        requests.some((r) => r.url.includes('from=2026-12-01') && r.url.includes('to=2026-12-06')),
      ).toBe(true),
    );
  }, 60_000);

  it('is not offered to an artist', async () => {
    stubApi({
      'GET /api/studios/mine': () => myStudio({ role: 'artist' }),
      'GET /api/studios/:id/calendar': () => calendar([]),
    });
    render(<StudioScreen me={makeUser({ id: 'uid-2', currentPlan: 'pro', role: 'pro' })} />, {
      route: '/studio?tab=medical-reads',
    });
    expect(await screen.findByRole('tab', { name: 'Calendar' })).toBeVisible();
    expect(screen.queryByRole('tab', { name: 'Medical reads' })).toBeNull();
    expect(screen.queryByRole('table', { name: /Medical reads/ })).toBeNull();
  }, 60_000);
});
