import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CalendarAppointment } from '@inkforge/domain';
import { fail, stubApi } from '@/test-utils/fetch-stub';
import { render, screen } from '@/test-utils/render';
import { IntakeDialog } from './intake-dialog';

const appointment = {
  id: 'a1',
  clientId: 'c1',
  clientName: 'Ada Lovelace',
  title: 'Koi session',
  appointmentDate: '2027-03-15T10:00:00.000Z',
  timezone: 'Europe/Berlin',
  localDate: '2027-03-15',
  duration: 120,
  type: 'tattoo_session',
  status: 'scheduled',
  createdAt: '2026-11-01T00:00:00.000Z',
  intakeSigned: false,
} as CalendarAppointment;

// Issue 34: the form link reaches the client by e-mail, beside "Copy".
describe('IntakeDialog', () => {
  it('e-mails the link to the client and says to whom', async () => {
    const sent = stubApi({
      'GET /api/appointments/:id/intake': () => ({}),
      'POST /api/appointments/:id/intake-link/email': () => ({
        status: 'sent',
        to: 'ada@example.test',
      }),
    });
    render(<IntakeDialog appointment={appointment} opened onClose={() => {}} />);
    await userEvent.click(await screen.findByRole('button', { name: 'E-mail to client' }));
    expect(
      await screen.findByText('The form link is on its way to ada@example.test.'),
    ).toBeVisible();
    expect(sent.some((r) => r.url.endsWith('/api/appointments/a1/intake-link/email'))).toBe(true);
  });

  it('says in words when the client has no e-mail', async () => {
    stubApi({
      'GET /api/appointments/:id/intake': () => ({}),
      'POST /api/appointments/:id/intake-link/email': () =>
        fail(
          409,
          'INTAKE_EMAIL_NO_ADDRESS',
          'This client has no e-mail address. Add one on their card, or copy the link instead.',
        ),
    });
    render(<IntakeDialog appointment={appointment} opened onClose={() => {}} />);
    await userEvent.click(await screen.findByRole('button', { name: 'E-mail to client' }));
    expect(await screen.findByText(/has no e-mail address/)).toBeVisible();
  });
});
