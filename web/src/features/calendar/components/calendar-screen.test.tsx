import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CalendarAppointment } from '@inkforge/domain';
import { fail, stubApi } from '@/test-utils/fetch-stub';
import { fireEvent, render, screen, within } from '@/test-utils/render';
import { CalendarScreen } from './calendar-screen';
import { expectHeadingsInOrder } from '@/test-utils/headings';

function appointment(overrides: Partial<CalendarAppointment>): CalendarAppointment {
  return {
    id: 'a1',
    clientId: 'c1',
    clientName: 'Ada Lovelace',
    title: 'Consult',
    appointmentDate: '2025-03-15T06:30:00.000Z',
    timezone: 'America/Los_Angeles',
    localDate: '2025-03-14',
    duration: 120,
    type: 'consultation',
    status: 'scheduled',
    createdAt: '2025-03-01T00:00:00.000Z',
    intakeSigned: false,
    ...overrides,
  };
}

const APPOINTMENTS = [
  appointment({ id: 'late', title: 'Late session' }),
  appointment({
    id: 'morning',
    title: 'Morning consult',
    appointmentDate: '2025-03-14T16:00:00.000Z',
    projectTitle: 'Koi sleeve',
  }),
  appointment({
    id: 'next',
    title: 'Next day',
    appointmentDate: '2025-03-15T17:00:00.000Z',
    localDate: '2025-03-15',
  }),
];

// The two dialog journeys type into many fields: on a busy shared CPU they pass 5 s, so they
// get 20 s (they take 2-3 s on an idle machine).
describe('CalendarScreen', () => {
  it('groups by the artist’s local day under long headings, sorted by time', async () => {
    stubApi({ 'GET /api/calendar-new': () => APPOINTMENTS });
    render(<CalendarScreen timeZone="America/Los_Angeles" />);
    const friday = await screen.findByRole('heading', { name: 'Fri, 14 Mar 2025' });
    expect(screen.getByRole('heading', { name: 'Sat, 15 Mar 2025' })).toBeInTheDocument();
    const cards = screen.getAllByTestId('calendar-appointment');
    expect(cards).toHaveLength(3);
    expect(cards[0]).toHaveTextContent('Morning consult');
    expect(cards[1]).toHaveTextContent('Late session');
    expect(cards[2]).toHaveTextContent('Next day');
    expect(within(cards[1]!).getByText('23:30')).toBeInTheDocument();
    // The 23:30 appointment sits under Friday although it is Saturday in UTC.
    expect(
      friday.compareDocumentPosition(cards[1]!) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(screen.getByText('Total appointments: 3')).toBeInTheDocument();
    expectHeadingsInOrder();
  });

  it('says on the card when a deposit asked online is not paid yet', async () => {
    const asked = appointment({
      onlineDeposit: {
        amount: { cents: 10000, currency: 'EUR' },
        status: 'requested',
        link: '/deposit/token',
        paidAt: null,
        policy: null,
        moves: 0,
        history: [],
      },
    });
    stubApi({ 'GET /api/calendar-new': () => [asked] });
    render(<CalendarScreen timeZone="America/Los_Angeles" />);
    const card = await screen.findByTestId('calendar-appointment');
    expect(card).toHaveTextContent('Deposit requested online: €100.00 · not paid yet');
  });

  it('draws the settings below the list only once the list has its height', async () => {
    let answer: (appointments: CalendarAppointment[]) => void = () => {};
    stubApi({ 'GET /api/calendar-new': () => new Promise((resolve) => (answer = resolve)) });
    render(<CalendarScreen timeZone="America/Los_Angeles" />);
    await screen.findByTestId('calendar-loading');
    expect(screen.queryByText('Working hours')).toBeNull();
    answer(APPOINTMENTS);
    expect(await screen.findByText('Working hours')).toBeInTheDocument();
  });

  it('filters by date and clears the filter', async () => {
    stubApi({ 'GET /api/calendar-new': () => APPOINTMENTS });
    render(<CalendarScreen timeZone="America/Los_Angeles" />);
    await screen.findByText('Late session');
    const input = screen.getByLabelText('Filter by date');
    await userEvent.type(input, '2025-03-15');
    expect(screen.getByText('Showing: 1')).toBeInTheDocument();
    expect(screen.queryByText('Late session')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear Filter' }));
    expect(screen.getByText('Showing: 3')).toBeInTheDocument();
  });

  it('shows the Calendar Error card when loading fails', async () => {
    stubApi({ 'GET /api/calendar-new': () => fail(500, 'INTERNAL', 'Database offline') });
    render(<CalendarScreen timeZone="UTC" />);
    expect(await screen.findByText('Calendar Error')).toBeInTheDocument();
    expect(screen.getByText('Failed to load appointments: Database offline')).toBeInTheDocument();
  });

  it('gives focus back to the intake button when the intake form closes', async () => {
    stubApi({
      'GET /api/calendar-new': () => APPOINTMENTS,
      // No form link yet and nothing signed: the server leaves both out.
      'GET /api/appointments/:id/intake': () => ({}),
    });
    render(<CalendarScreen timeZone="America/Los_Angeles" />);
    const opener = await screen.findByRole('button', { name: 'Intake form for Late session' });
    await userEvent.click(opener);
    expect(await screen.findByRole('dialog', { name: 'Intake Form' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('deletes after confirmation and says so', async () => {
    const requests = stubApi({
      'DELETE /api/appointments/:id': () => ({ success: true }),
      'GET /api/calendar-new': () => APPOINTMENTS,
    });
    render(<CalendarScreen timeZone="America/Los_Angeles" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Late session' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Appointment deleted successfully.')).toBeInTheDocument();
    expect(
      requests.some((r) => r.method === 'DELETE' && r.url.endsWith('/api/appointments/late')),
    ).toBe(true);
  });

  it('edits an appointment: title required, then saved with the server message on failure', async () => {
    const requests = stubApi({
      'PUT /api/appointments/:id': () =>
        fail(404, 'APPOINTMENT_NOT_FOUND', 'Appointment not found.'),
      'GET /api/calendar-new': () => APPOINTMENTS,
    });
    render(<CalendarScreen timeZone="America/Los_Angeles" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Next day' }));
    const title = await screen.findByLabelText(/Title/);
    await userEvent.clear(title);
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Title and date are required.')).toBeInTheDocument();
    await userEvent.type(title, 'Moved');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Appointment not found.')).toBeInTheDocument();
    const put = requests.find((r) => r.method === 'PUT');
    expect(put?.body).toMatchObject({ title: 'Moved', duration: 120, type: 'consultation' });
  }, 20_000);
});

describe('CalendarScreen week and month grids', () => {
  it('shows the appointments in their day cells, keeps the counts, and edits from a cell', async () => {
    stubApi({ 'GET /api/calendar-new': () => APPOINTMENTS });
    render(<CalendarScreen timeZone="America/Los_Angeles" />);
    await screen.findByText('Late session');
    await userEvent.type(screen.getByLabelText('Filter by date'), '2025-03-14');
    await userEvent.click(screen.getByRole('radio', { name: 'Month' }));
    const friday = screen.getByRole('group', { name: 'Fri, 14 Mar 2025' });
    expect(
      within(friday)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['09:00 Morning consult', '23:30 Late session']);
    expect(screen.getByText('March 2025')).toBeInTheDocument();
    expect(screen.getByText('Total appointments: 3')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Week' }));
    expect(screen.getByText('Week of Mon, 10 Mar 2025')).toBeInTheDocument();
    const saturday = screen.getByRole('group', { name: 'Sat, 15 Mar 2025' });
    await userEvent.click(within(saturday).getByRole('button', { name: /Next day/ }));
    expect(await screen.findByRole('dialog', { name: 'Edit Appointment' })).toBeInTheDocument();
  }, 20_000);

  it('the week has a time axis, and each booking shows its whole time and title at its hour', async () => {
    stubApi({ 'GET /api/calendar-new': () => APPOINTMENTS });
    render(<CalendarScreen timeZone="America/Los_Angeles" />);
    await screen.findByText('Late session');
    await userEvent.type(screen.getByLabelText('Filter by date'), '2025-03-14');
    await userEvent.click(screen.getByRole('radio', { name: 'Week' }));
    const week = screen.getByRole('region', { name: 'Week by hour' });
    // Scrolls sideways on a phone: the keyboard can reach it.
    expect(week).toHaveAttribute('tabindex', '0');
    const axis = within(week).getByTestId('time-axis');
    expect(within(axis).getByText('09:00')).toBeInTheDocument();
    expect(within(axis).getByText('23:00')).toBeInTheDocument();
    const friday = within(week).getByRole('group', { name: 'Fri, 14 Mar 2025' });
    const morning = within(friday).getByRole('button', { name: /Morning consult/ });
    expect(morning).toHaveTextContent('09:00');
    expect(morning).toHaveTextContent('Morning consult');
    const late = within(friday).getByRole('button', { name: /Late session/ });
    // Placed by its time (23:30 is far below 09:00) and as long as it lasts (two hours).
    expect(parseFloat(late.style.top) - parseFloat(morning.style.top)).toBeGreaterThan(10 * 40);
    expect(parseFloat(morning.style.height)).toBeGreaterThanOrEqual(2 * 44);
  }, 20_000);

  it('a day view steps a day at a time, by the arrows or a swipe, and marks today', async () => {
    stubApi({ 'GET /api/calendar-new': () => APPOINTMENTS });
    render(<CalendarScreen timeZone="America/Los_Angeles" />);
    await screen.findByText('Late session');
    await userEvent.type(screen.getByLabelText('Filter by date'), '2025-03-14');
    await userEvent.click(screen.getByRole('radio', { name: 'Day' }));
    const day = screen.getByRole('region', { name: 'Day by hour' });
    expect(within(day).getAllByRole('group')).toHaveLength(1);
    expect(within(day).getByRole('button', { name: /Morning consult/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next day' }));
    expect(screen.getByText('Sat, 15 Mar 2025')).toBeInTheDocument();
    // A finger moved right to left shows the next day; left to right the one before.
    const swipe = screen.getByTestId('day-swipe');
    fireEvent.pointerDown(swipe, { clientX: 300, clientY: 200 });
    fireEvent.pointerUp(swipe, { clientX: 120, clientY: 210 });
    expect(screen.getByText('Sun, 16 Mar 2025')).toBeInTheDocument();
    fireEvent.pointerDown(swipe, { clientX: 100, clientY: 200 });
    fireEvent.pointerUp(swipe, { clientX: 300, clientY: 190 });
    expect(screen.getByText('Sat, 15 Mar 2025')).toBeInTheDocument();
  }, 20_000);

  it('the day view names a flash day and its slot length', async () => {
    stubApi({
      'GET /api/calendar-new': () => APPOINTMENTS,
      'GET /api/profile/availability': () => ({
        availability: {
          bufferMinutes: 15,
          earliestHours: 48,
          latestDays: 90,
          timeOff: [],
          flashDays: [{ from: '2025-03-15', to: '2025-03-15', slotMinutes: 60 }],
        },
      }),
    });
    render(<CalendarScreen timeZone="America/Los_Angeles" />);
    await screen.findByText('Late session');
    await userEvent.type(screen.getByLabelText('Filter by date'), '2025-03-14');
    await userEvent.click(screen.getByRole('radio', { name: 'Day' }));
    expect(screen.getByText('Fri, 14 Mar 2025')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next day' }));
    expect(
      await screen.findByText('Sat, 15 Mar 2025 · Flash day, 60-minute slots'),
    ).toBeInTheDocument();
  }, 20_000);
});
