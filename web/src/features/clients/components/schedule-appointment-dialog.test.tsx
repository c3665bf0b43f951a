import type { ApiAppointment } from '@inkforge/domain';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { userQueryKey } from '@/lib/query-keys';
import { apiClient } from '@/test-utils/answers';
import { stubApi } from '@/test-utils/fetch-stub';
import { render, screen, within } from '@/test-utils/render';
import { makeUser } from '@/test-utils/user';
import { ScheduleAppointmentDialog } from './schedule-appointment-dialog';

const client = apiClient({
  id: 'client-1',
  name: 'Robin Client',
  createdAt: '2031-07-01T10:00:00.000Z',
});

describe('ScheduleAppointmentDialog', () => {
  it("books the time entered on the studio's clock, not the device's", async () => {
    const calls = stubApi({
      'POST /api/appointments': () => ({}) as ApiAppointment,
    });
    const queryClient = createQueryClient();
    // The studio is in London; the test runner's zone is another (UTC here).
    queryClient.setQueryData(userQueryKey, makeUser({ timezone: 'Europe/London' }));
    const user = userEvent.setup();
    render(<ScheduleAppointmentDialog client={client} onClose={() => {}} />, { queryClient });
    const dialog = await screen.findByRole('dialog', { name: 'Schedule Appointment' });
    expect(within(dialog).getByText(/Times in Europe\/London/)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Title/), 'Swallow');
    await user.type(within(dialog).getByLabelText(/Date & Time/), '2031-07-10T14:00');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule Appointment' }));

    await expect
      .poll(() => calls.find((c) => c.method === 'POST')?.body)
      .toMatchObject({
        appointmentDate: '2031-07-10T14:00',
        timezone: 'Europe/London',
      });
  });
});
