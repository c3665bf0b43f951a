import type { ApiBookingRequest } from '@inkforge/domain';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { userQueryKey } from '@/lib/query-keys';
import { stubApi } from '@/test-utils/fetch-stub';
import { render, screen, within } from '@/test-utils/render';
import { makeUser } from '@/test-utils/user';
import { AcceptRequestDialog } from './accept-request-dialog';

const request = { id: 'req-1', name: 'Robin Client' } as ApiBookingRequest;

/** The signed-in artist's studio is in London; the test runner's zone is another (UTC here). */
function studioIn(timezone: string) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(userQueryKey, makeUser({ timezone, currency: 'GBP' }));
  return queryClient;
}

describe('AcceptRequestDialog', () => {
  it("sends the time entered as the studio's wall clock, not the device's", async () => {
    const calls = stubApi({
      'POST /api/booking-requests/:id/accept': () => ({ ...request, status: 'accepted' }),
    });
    const user = userEvent.setup();
    render(<AcceptRequestDialog request={request} settings={undefined} onClose={() => {}} />, {
      queryClient: studioIn('Europe/London'),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Accept request' });
    expect(within(dialog).getByText(/Times in Europe\/London/)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Appointment date and time/), '2031-07-10T14:00');
    await user.click(within(dialog).getByRole('button', { name: 'Accept and propose' }));

    await expect
      .poll(() => calls.find((c) => c.url.endsWith('/accept'))?.body)
      .toMatchObject({
        appointmentDate: '2031-07-10T14:00',
        timezone: 'Europe/London',
      });
  });
});
