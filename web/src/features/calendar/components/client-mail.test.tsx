import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ApiAppointmentMail, CalendarAppointment, ReminderSettings } from '@inkforge/domain';
import { stubApi } from '@/test-utils/fetch-stub';
import { render, screen, within } from '@/test-utils/render';
import { CalendarScreen } from './calendar-screen';

const START = '2031-03-15T17:00:00.000Z';

const APPOINTMENT: CalendarAppointment = {
  id: 'a1',
  clientId: 'c1',
  clientName: 'Ada Lovelace',
  title: 'Koi session',
  appointmentDate: START,
  timezone: 'America/Los_Angeles',
  localDate: '2031-03-15',
  duration: 120,
  type: 'tattoo_session',
  status: 'scheduled',
  createdAt: '2031-03-01T00:00:00.000Z',
  intakeSigned: false,
};

const mail = (overrides: Partial<ApiAppointmentMail>): ApiAppointmentMail => ({
  id: 'm',
  appointmentId: 'a1',
  kind: 'confirmation',
  status: 'sent',
  startAt: START,
  dueAt: '2031-03-01T00:00:00.000Z',
  sentAt: '2031-03-01T00:00:01.000Z',
  attempts: 1,
  reason: null,
  ...overrides,
});

const REMINDERS: ReminderSettings = {
  hoursBefore: 24,
  studioName: null,
  studioAddress: null,
  depositReminderDays: 2,
  releaseUnpaidAfterDays: null,
  aftercare: true,
  aftercareText: null,
  healedPhotoWeeks: 6,
};

/** The calendar with no appointments and the stored reminders; a save answers what it saved. */
const stubReminders = () =>
  stubApi({
    'GET /api/calendar-new': () => [],
    'GET /api/profile/reminders': () => REMINDERS,
    'PUT /api/profile/reminders': ({ body }) => body as ReminderSettings,
  });

describe('client e-mails on the calendar (issue 16)', () => {
  it('shows per appointment whether the confirmation went and when the reminder is due', async () => {
    stubApi({
      'GET /api/calendar-new': () => [APPOINTMENT],
      'GET /api/appointment-mail': () => ({
        mails: [
          mail({}),
          mail({
            id: 'r',
            kind: 'reminder',
            status: 'pending',
            dueAt: '2031-03-14T17:00:00.000Z',
            sentAt: null,
            attempts: 0,
          }),
          // A reminder for the time before a move is not this appointment's any more.
          mail({ id: 'old', kind: 'reminder', startAt: '2031-03-10T17:00:00.000Z' }),
        ],
      }),
    });
    render(<CalendarScreen timeZone="America/Los_Angeles" />);
    const card = await screen.findByTestId('calendar-appointment');
    expect(await within(card).findByTestId('appointment-mail')).toHaveTextContent(
      'E-mail: Confirmation sent · Reminder due 14 Mar 2031, 10:00',
    );
  });

  it('says why nothing was sent to a client without an e-mail', async () => {
    stubApi({
      'GET /api/calendar-new': () => [APPOINTMENT],
      'GET /api/appointment-mail': () => ({
        mails: [mail({ status: 'skipped', reason: 'NO_CLIENT_EMAIL', sentAt: null })],
      }),
    });
    render(<CalendarScreen timeZone="America/Los_Angeles" />);
    expect(await screen.findByTestId('appointment-mail')).toHaveTextContent(
      'Confirmation not sent (no client e-mail)',
    );
  });

  it('a bounced confirmation reads "Not delivered" with the reason, not "sent" (issue 48)', async () => {
    stubApi({
      'GET /api/calendar-new': () => [APPOINTMENT],
      'GET /api/appointment-mail': () => ({
        mails: [
          mail({
            status: 'undelivered',
            reason: 'BOUNCED',
            deliveryError: '550 5.1.1 The email account does not exist.',
          }),
        ],
      }),
    });
    render(<CalendarScreen timeZone="America/Los_Angeles" />);
    const line = await screen.findByTestId('appointment-mail');
    expect(line).toHaveTextContent(
      'Confirmation: Not delivered (550 5.1.1 The email account does not exist.)',
    );
    expect(line).not.toHaveTextContent('Confirmation sent');
  });

  it('saves the reminder hours and the studio’s name and address', async () => {
    const requests = stubReminders();
    render(<CalendarScreen timeZone="UTC" />);
    const hours = await screen.findByLabelText('Reminder (hours before)');
    // The stored hours arrive first.
    expect(await screen.findByDisplayValue('24')).toBe(hours);
    await userEvent.clear(hours);
    await userEvent.type(hours, '48');
    await userEvent.type(screen.getByLabelText(/^Studio name/), 'Black Lotus');
    await userEvent.type(screen.getByLabelText(/^Studio address/), '12 Canal St');
    await userEvent.click(screen.getByRole('button', { name: 'Save client e-mails' }));
    expect(await screen.findByText('Reminders Saved')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
      hoursBefore: 48,
      studioName: 'Black Lotus',
      studioAddress: '12 Canal St',
      depositReminderDays: 2,
      releaseUnpaidAfterDays: null,
      aftercare: true,
      aftercareText: null,
      healedPhotoWeeks: 6,
    });
  }, 20_000);

  it('saves what chases the client: release after days, own aftercare, no healed photo', async () => {
    const requests = stubReminders();
    render(<CalendarScreen timeZone="UTC" />);
    const release = await screen.findByLabelText(/^Release the slot if still unpaid/);
    const healed = screen.getByLabelText(/^Ask for a photo of the healed tattoo/);
    // The stored weeks arrive first.
    await vi.waitFor(() => expect(healed).toHaveValue('6'));
    await userEvent.type(release, '3');
    await userEvent.type(screen.getByLabelText(/^Aftercare instructions/), 'Keep it clean.');
    await userEvent.clear(healed);
    await userEvent.click(screen.getByRole('button', { name: 'Save client e-mails' }));
    expect(await screen.findByText('Reminders Saved')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'PUT')?.body).toMatchObject({
      depositReminderDays: 2,
      releaseUnpaidAfterDays: 3,
      aftercare: true,
      aftercareText: 'Keep it clean.',
      healedPhotoWeeks: null,
    });
  }, 20_000);
});
