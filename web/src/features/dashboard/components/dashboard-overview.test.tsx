import { fireEvent } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DashboardToday, TodaySession } from '@inkforge/domain';
import { fileAnswer, stubApi } from '@/test-utils/fetch-stub';
import { render, screen, within } from '@/test-utils/render';
import { makeUser } from '@/test-utils/user';
import { DashboardOverview } from './dashboard-overview';

const gbp = (cents: number) => ({ cents, currency: 'GBP' });

const session = (overrides: Partial<TodaySession>): TodaySession => ({
  id: 'a1',
  startsAt: '2026-06-10T09:00:00.000Z',
  endsAt: '2026-06-10T11:00:00.000Z',
  localDate: '2026-06-10',
  clientId: 'c1',
  clientName: 'Ada Lovelace',
  title: 'Swallow',
  thumbnailUrl: 'https://storage.test/swallow.webp',
  flags: { depositDue: false, intakeMissing: true, medicalReview: true, stencilReady: true },
  stencil: { path: '/api/appointments/a1/flash-stencil.pdf', sizeCm: 12 },
  ...overrides,
});

const steps = (done: boolean): DashboardToday['setUp'] => ({
  complete: done,
  steps: [
    {
      key: 'public_page',
      label: 'Open your public booking page',
      link: '/settings?tab=profile',
      done,
    },
    { key: 'payouts', label: 'Connect payouts for deposits', link: '/settings?tab=profile', done },
    { key: 'first_flash', label: 'Publish your first flash', link: '/flash', done: true },
    { key: 'working_hours', label: 'Set your working hours', link: '/calendar', done },
  ],
});

const day = (overrides: Partial<DashboardToday> = {}): DashboardToday => ({
  timeZone: 'Europe/London',
  today: '2026-06-10',
  next: session({}),
  restOfToday: [
    session({
      id: 'a2',
      startsAt: '2026-06-10T13:00:00.000Z',
      clientName: 'Ben Okri',
      title: 'Script',
      thumbnailUrl: null,
      flags: { depositDue: true, intakeMissing: false, medicalReview: false, stencilReady: false },
      stencil: null,
    }),
  ],
  tomorrow: [
    session({
      id: 'a3',
      startsAt: '2026-06-11T10:00:00.000Z',
      localDate: '2026-06-11',
      clientName: 'Cleo',
      title: 'Sleeve',
      flags: { depositDue: false, intakeMissing: false, medicalReview: false, stencilReady: false },
      stencil: null,
    }),
  ],
  requests: { waiting: 2, oldestSince: '2026-06-08T08:30:00.000Z', oldestAgeHours: 48 },
  depositsToChase: { count: 2, total: gbp(6500), sessions: [] },
  unreadMessages: { count: 2, threads: 1 },
  moneyThisWeek: {
    weekStart: '2026-06-08',
    weekEnd: '2026-06-14',
    recorded: gbp(8000),
    depositsHeld: gbp(13000),
    balanceDue: gbp(42000),
  },
  account: { credits: 12, plan: 'Pro Artist' },
  setUp: steps(true),
  ...overrides,
});

const london = makeUser({ timezone: 'Europe/London', currency: 'GBP', creditsRemaining: 12 });

describe('DashboardOverview: the first screen is today', () => {
  it('puts the next session first: time, client, what it is, the design, flags, print', async () => {
    stubApi({ 'GET /api/dashboard/today': () => day() });
    render(<DashboardOverview user={london} now={new Date('2026-06-10T08:30:00Z')} />);

    const next = await screen.findByRole('region', { name: 'Next session' });
    expect(within(next).getByTestId('next-session-time')).toHaveTextContent('Today · 10:00–12:00');
    expect(within(next).getByTestId('next-session-client')).toHaveTextContent('Ada Lovelace');
    expect(within(next).getByText('Swallow')).toBeInTheDocument();
    expect(within(next).getByRole('img', { name: 'Design: Swallow' })).toHaveAttribute(
      'src',
      'https://storage.test/swallow.webp',
    );
    for (const flag of ['Intake missing', 'Medical review', 'Stencil ready']) {
      expect(within(next).getByText(flag)).toBeInTheDocument();
    }
    expect(within(next).queryByText('Deposit due')).not.toBeInTheDocument();
    expect(
      within(next).getByRole('button', { name: 'Print stencil (12 cm) for Ada Lovelace' }),
    ).toBeInTheDocument();

    // In the order, after it: the day, what waits, the week's money, credits and plan.
    const regions = screen.getAllByRole('region').map((r) => r.getAttribute('aria-labelledby'));
    expect(regions).toEqual([
      'next-session-heading',
      'day-heading',
      'waiting-heading',
      'money-heading',
    ]);
  });

  it('lists the rest of today and tomorrow with their flags, in the studio zone', async () => {
    stubApi({ 'GET /api/dashboard/today': () => day() });
    render(<DashboardOverview user={london} />);
    const later = await screen.findByRole('region', { name: /Later today/ });
    const [today, tomorrow] = within(later).getAllByTestId('day-session');
    expect(today).toHaveTextContent('14:00 Ben Okri · Script');
    expect(today).toHaveTextContent('Deposit due');
    expect(tomorrow).toHaveTextContent('11:00 Cleo · Sleeve');
    expect(within(later).getByRole('heading', { name: /Tomorrow/ })).toHaveTextContent(
      'Tomorrow · Thu, 11 Jun 2026',
    );
  });

  it('says what waits and the week in the studio currency; credits and plan in one line', async () => {
    stubApi({ 'GET /api/dashboard/today': () => day() });
    render(<DashboardOverview user={london} />);
    expect(await screen.findByLabelText('Requests waiting')).toHaveTextContent(
      '2 · oldest waiting 2 days',
    );
    expect(screen.getByLabelText('Deposits to chase')).toHaveTextContent('2 · £65.00');
    expect(screen.getByLabelText('Unread client messages')).toHaveTextContent('2 · from 1 client');
    expect(screen.getByLabelText('Recorded')).toHaveTextContent('£80.00');
    expect(screen.getByLabelText('Deposits held')).toHaveTextContent('£130.00');
    expect(screen.getByLabelText('Balance due')).toHaveTextContent('£420.00');
    expect(screen.getByTestId('account-line')).toHaveTextContent('12 credits · Pro Artist');
    // The four big counters are gone.
    expect(screen.queryByText('Registered Clients')).not.toBeInTheDocument();
    expect(screen.queryByText('Generations Made')).not.toBeInTheDocument();
  });

  it('shows a first day its set-up steps first, each ticked when done', async () => {
    stubApi({
      'GET /api/dashboard/today': () =>
        day({ next: null, restOfToday: [], tomorrow: [], setUp: steps(false) }),
    });
    render(<DashboardOverview user={london} />);
    const setUp = await screen.findByRole('region', { name: 'Set up your studio' });
    expect(setUp).toHaveTextContent('1 of 4 done');
    const rows = within(setUp).getAllByTestId('set-up-step');
    expect(rows.map((r) => r.dataset.done)).toEqual(['false', 'false', 'true', 'false']);
    expect(within(setUp).getByRole('link', { name: 'Set your working hours' })).toHaveAttribute(
      'href',
      '/calendar',
    );
    expect(rows[2]).toHaveTextContent('Publish your first flash (done)');
    const regions = screen.getAllByRole('region').map((r) => r.getAttribute('aria-labelledby'));
    expect(regions[0]).toBe('set-up-heading');
    expect(screen.getByText('Nothing else booked today.')).toBeInTheDocument();
    expect(screen.getByText('Nothing booked tomorrow.')).toBeInTheDocument();
  });

  it('asks the studio on the first day: the zone detected from the browser, confirmed', async () => {
    const studioStep = {
      key: 'studio' as const,
      label: 'Confirm your studio: country, time zone, currency, name and address',
      link: '/dashboard#studio-set-up',
      done: false,
    };
    const requests = stubApi({
      'GET /api/dashboard/today': () =>
        day({
          next: null,
          setUp: { complete: false, steps: [studioStep, ...steps(false).steps] },
        }),
      'PUT /api/profile/studio': ({ body }) => ({
        ...(body as { country: string; timezone: string; studioName: string; address: string }),
        currency: 'GBP',
        confirmedAt: '2026-06-10T08:30:00.000Z',
      }),
    });
    render(<DashboardOverview user={makeUser({ currency: 'EUR', timezone: 'UTC' })} />);
    const card = await screen.findByRole('region', { name: 'Your studio' });
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(within(card).getByLabelText(/Time zone/)).toHaveValue(zone);
    await userEvent.selectOptions(
      within(card).getByRole('combobox', { name: 'Country' }),
      'United Kingdom',
    );
    expect(within(card).getByRole('combobox', { name: 'Currency' })).toHaveValue('GBP');
    fireEvent.change(within(card).getByLabelText('Studio name'), {
      target: { value: 'Fern & Needle' },
    });
    fireEvent.change(within(card).getByLabelText(/Studio address/), {
      target: { value: '12 Mare Street' },
    });
    await userEvent.click(within(card).getByRole('button', { name: 'Confirm studio' }));
    await vi.waitFor(() =>
      expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
        country: 'GB',
        timezone: zone,
        currency: 'GBP',
        studioName: 'Fern & Needle',
        address: '12 Mare Street',
      }),
    );
  }, 30_000);

  it('one tap on print downloads the stencil PDF at the booked size', async () => {
    const requests = stubApi({
      'GET /api/dashboard/today': () => day(),
      'GET /api/appointments/:id/flash-stencil.pdf': ({ params }) =>
        params.id === 'a1' ? fileAnswer('%PDF-1.7', 'application/pdf') : undefined,
    });
    URL.createObjectURL = vi.fn(() => 'blob:stencil');
    URL.revokeObjectURL = vi.fn();
    render(<DashboardOverview user={london} />);
    await userEvent.click(await screen.findByRole('button', { name: /Print stencil \(12 cm\)/ }));
    await vi.waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
    expect(requests.map((r) => new URL(r.url, 'http://x').pathname)).toContain(
      '/api/appointments/a1/flash-stencil.pdf',
    );
  });

  it("keeps a zone the artist chose before instead of the device's", async () => {
    const studioStep = {
      key: 'studio' as const,
      label: 'Confirm your studio: country, time zone, currency, name and address',
      link: '/dashboard#studio-set-up',
      done: false,
    };
    stubApi({
      'GET /api/dashboard/today': () =>
        day({ next: null, setUp: { complete: false, steps: [studioStep, ...steps(false).steps] } }),
    });
    render(<DashboardOverview user={makeUser({ timezone: 'America/Chicago' })} />);
    const card = await screen.findByRole('region', { name: 'Your studio' });
    expect(within(card).getByLabelText(/Time zone/)).toHaveValue('America/Chicago');
    expect(within(card).getByText(/The zone you chose before/)).toBeInTheDocument();
  });

  it('links the quick actions, drawn with the day so nothing above them jumps', async () => {
    stubApi({ 'GET /api/dashboard/today': () => day() });
    render(<DashboardOverview user={makeUser()} />);
    expect(screen.queryByRole('link', { name: 'Generate Design' })).toBeNull();
    expect(await screen.findByRole('link', { name: 'Generate Design' })).toHaveAttribute(
      'href',
      '/ai-generator',
    );
    expect(screen.getByRole('link', { name: 'Add Client' })).toHaveAttribute('href', '/clients');
  });
});
