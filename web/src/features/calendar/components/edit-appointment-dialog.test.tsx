import type { ApiAppointment } from '@inkforge/domain';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { userQueryKey } from '@/lib/query-keys';
import { stubApi } from '@/test-utils/fetch-stub';
import { render, screen, within } from '@/test-utils/render';
import { makeUser } from '@/test-utils/user';
import { EditAppointmentDialog } from './edit-appointment-dialog';

/** 13:00 UTC on a July day: 14:00 on a London clock (BST). */
const appointment: ApiAppointment = {
  id: 'appt-1',
  clientId: 'client-1',
  title: 'Swallow',
  appointmentDate: '2031-07-10T13:00:00.000Z',
  timezone: 'Europe/London',
  duration: 120,
  type: 'tattoo_session',
  status: 'scheduled',
  createdAt: '2031-07-01T10:00:00.000Z',
};

describe('EditAppointmentDialog', () => {
  it("shows and saves the time on the studio's clock, not the device's", async () => {
    const calls = stubApi({
      'PUT /api/appointments/:id': () => ({ ...appointment }),
    });
    const queryClient = createQueryClient();
    // The studio is in London; the test runner's zone is another (UTC here).
    queryClient.setQueryData(userQueryKey, makeUser({ timezone: 'Europe/London' }));
    const user = userEvent.setup();
    render(<EditAppointmentDialog appointment={appointment} onClose={() => {}} />, {
      queryClient,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Edit Appointment' });
    expect(within(dialog).getByLabelText(/Date & Time/)).toHaveValue('2031-07-10T14:00');
    expect(within(dialog).getByText(/Times in Europe\/London/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    await expect
      .poll(() => calls.find((c) => c.method === 'PUT')?.body)
      .toMatchObject({
        appointmentDate: '2031-07-10T14:00',
        timezone: 'Europe/London',
      });
  });
});
