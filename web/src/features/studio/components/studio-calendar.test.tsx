import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiStudioAppointment } from '@inkforge/domain';
import { seriousAxeFindings } from '@/test-utils/axe';
import { fail, stubApi, type StubHandlers } from '@/test-utils/fetch-stub';
import { render, screen, within } from '@/test-utils/render';
import { calendar, calendarEntry, myStudio } from './studio-fixtures';
import { StudioCalendar } from './studio-calendar';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-07T08:00:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const { studio } = myStudio();

function appointment(overrides: Partial<ApiStudioAppointment> = {}): ApiStudioAppointment {
  return {
    id: 'a1',
    clientId: 'c1',
    title: 'Sleeve session',
    appointmentDate: '2026-12-07T10:00:00.000Z',
    timezone: 'Europe/Rome',
    duration: 120,
    type: 'tattoo_session',
    status: 'scheduled',
    price: 400,
    notes: 'Bring the reference',
    createdAt: '2026-12-01T09:00:00.000Z',
    artistUid: 'uid-2',
    artistName: 'Mara Ink',
    clientName: 'Lou Client',
    ...overrides,
  };
}

function stubCalendar(more: StubHandlers = {}) {
  return stubApi({
    'GET /api/studios/:id/calendar': ({ query }) =>
      calendar(
        [
          calendarEntry({
            flags: { depositMissing: true, intakeUnsigned: true, medicalReview: true },
          }),
          calendarEntry({
            id: 'a2',
            artistUid: 'uid-1',
            artistName: 'Jane Doe',
            artistColor: '#e53935',
            clientName: 'Kim Other',
            title: 'Flash rose',
            localTime: '15:00',
            duration: 60,
          }),
        ].filter((e) => !query.get('artist') || e.artistUid === query.get('artist')),
        { from: query.get('from') ?? '', to: query.get('to') ?? '' },
      ),
    ...more,
  });
}

describe('StudioCalendar', () => {
  it('shows each card with its artist’s name and the day’s flags in words, and filters by artist', async () => {
    const requests = stubCalendar();
    const user = userEvent.setup();
    render(<StudioCalendar studio={studio} role="desk" myUid="uid-3" />);
    const cards = await screen.findAllByTestId('studio-appointment');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('Mara Ink')).toBeVisible();
    expect(within(cards[0]!).getByText('11:00–13:00')).toBeVisible();
    for (const flag of ['Deposit missing', 'Intake unsigned', 'Medical review needed']) {
      expect(within(cards[0]!).getByText(flag)).toBeVisible();
    }
    expect(within(cards[1]!).getByText('Jane Doe')).toBeVisible();
    expect(within(cards[1]!).queryByText('Deposit missing')).toBeNull();
    expect(await seriousAxeFindings()).toEqual([]);
    expect(new URL(requests[0]!.url, 'http://x').search).toBe('?from=2026-12-07&to=2026-12-07');

    await user.click(screen.getByRole('combobox', { name: 'Artist' }));
    await user.click(await screen.findByRole('option', { name: 'Mara Ink' }));
    await vi.waitFor(() => expect(screen.getAllByTestId('studio-appointment')).toHaveLength(1));
    expect(requests.at(-1)!.url).toContain('artist=uid-2');
  });

  it('the week view asks for Monday to Sunday and names each day', async () => {
    const requests = stubCalendar();
    const user = userEvent.setup();
    render(<StudioCalendar studio={studio} role="owner" myUid="uid-1" />);
    await screen.findAllByTestId('studio-appointment');
    await user.click(screen.getByRole('radio', { name: 'Week' }));
    await vi.waitFor(() => expect(requests.at(-1)!.url).toContain('from=2026-12-07&to=2026-12-13'));
    expect(await screen.findByRole('heading', { name: 'Sun, 13 Dec 2026' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    await vi.waitFor(() => expect(requests.at(-1)!.url).toContain('from=2026-12-14&to=2026-12-20'));
  });

  it('the desk books a client for an artist, and books anyway after an overlap warning', async () => {
    let tries = 0;
    const requests = stubCalendar({
      'POST /api/studios/:id/appointments': () =>
        ++tries === 1
          ? fail(
              409,
              'APPOINTMENT_OVERLAP',
              'This appointment overlaps another one. Confirm to book it anyway.',
            )
          : appointment({ id: 'a9', clientName: 'Ada New' }),
    });
    const user = userEvent.setup();
    render(<StudioCalendar studio={studio} role="desk" myUid="uid-3" />);
    await user.click(await screen.findByRole('button', { name: 'New appointment' }));
    const dialog = await screen.findByRole('dialog', { name: 'New appointment' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Artist' }));
    await user.click(await screen.findByRole('option', { name: 'Mara Ink' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Client name' }), 'Ada New');
    await user.type(
      within(dialog).getByRole('textbox', { name: /Client e-mail/ }),
      'ada@example.com',
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Forearm');
    expect(await seriousAxeFindings()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Book' }));
    expect(await within(dialog).findByText(/overlaps another one/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Book anyway' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const posts = requests.filter((r) => r.method === 'POST');
    expect(posts.map((r) => r.body)).toEqual([
      {
        artistUid: 'uid-2',
        client: { name: 'Ada New', email: 'ada@example.com' },
        title: 'Forearm',
        appointmentDate: '2026-12-07T11:00',
        timezone: 'Europe/Rome',
        duration: 120,
        allowOverlap: false,
      },
      expect.objectContaining({ allowOverlap: true }),
    ]);
    expect(await screen.findByText('Ada New with Mara Ink is in the calendar.')).toBeVisible();
  }, 60_000);

  it('moves an appointment keeping its other fields, and cancels after asking about the deposit', async () => {
    let cancels = 0;
    const requests = stubCalendar({
      'GET /api/studios/:id/artists/:artistUid/appointments/:appointmentId': () => appointment(),
      'PUT /api/studios/:id/artists/:artistUid/appointments/:appointmentId': () => appointment(),
      'POST /api/studios/:id/artists/:artistUid/appointments/:appointmentId/cancel': () =>
        ++cancels === 1
          ? fail(409, 'DEPOSIT_OUTCOME_REQUIRED', 'This appointment has a deposit.')
          : appointment({ status: 'cancelled' }),
    });
    const user = userEvent.setup();
    render(<StudioCalendar studio={studio} role="desk" myUid="uid-3" />);
    await screen.findAllByTestId('studio-appointment');
    await user.click(
      screen.getByRole('button', { name: 'Move 11:00 Sleeve session with Mara Ink' }),
    );
    const move = await screen.findByRole('dialog', { name: 'Move appointment' });
    const time = within(move).getByLabelText('Time');
    await user.clear(time);
    await user.type(time, '14:30');
    await user.click(within(move).getByRole('button', { name: 'Move' }));
    await vi.waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    const put = requests.find((r) => r.method === 'PUT')!;
    expect(put.url).toContain('/api/studios/st1/artists/uid-2/appointments/a1');
    expect(put.body).toEqual({
      title: 'Sleeve session',
      appointmentDate: '2026-12-07T14:30',
      timezone: 'Europe/Rome',
      duration: 120,
      type: 'tattoo_session',
      status: 'scheduled',
      price: 400,
      notes: 'Bring the reference',
      allowOverlap: false,
    });

    await user.click(
      screen.getByRole('button', { name: 'Cancel 11:00 Sleeve session with Mara Ink' }),
    );
    const cancel = await screen.findByRole('dialog', { name: 'Cancel this appointment?' });
    await user.click(within(cancel).getByRole('button', { name: 'Cancel appointment' }));
    await user.click(await within(cancel).findByRole('radio', { name: 'Refund the deposit' }));
    await user.click(within(cancel).getByRole('button', { name: 'Cancel appointment' }));
    await vi.waitFor(() => expect(cancels).toBe(2));
    expect(requests.filter((r) => r.url.endsWith('/cancel')).map((r) => r.body)).toEqual([
      {},
      { depositOutcome: 'refunded' },
    ]);
  }, 60_000);

  it('an artist changes only their own appointments and books only for themselves', async () => {
    stubCalendar();
    const user = userEvent.setup();
    render(<StudioCalendar studio={studio} role="artist" myUid="uid-2" />);
    await screen.findAllByTestId('studio-appointment');
    expect(
      screen.getByRole('button', { name: 'Move 11:00 Sleeve session with Mara Ink' }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /Move 15:00 Flash rose/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'New appointment' }));
    const dialog = await screen.findByRole('dialog', { name: 'New appointment' });
    expect(within(dialog).getByRole('combobox', { name: 'Artist' })).toHaveValue('Mara Ink');
  });
});
