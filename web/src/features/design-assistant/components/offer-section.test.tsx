import type { Concept } from '@inkforge/domain';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { userQueryKey } from '@/lib/query-keys';
import { stubApi } from '@/test-utils/fetch-stub';
import { render, screen } from '@/test-utils/render';
import { makeUser } from '@/test-utils/user';
import { OfferSection } from './offer-section';

const kept: Concept = {
  id: 'c1',
  requestId: 'req-1',
  imageUrl: 'https://storage.example/c1.png',
  thumbnailUrl: 'https://storage.example/c1-thumb.webp',
  state: 'kept',
  galleryItemId: 'item-c1',
  referenceIds: [],
  createdAt: '2031-03-02T12:00:00.000Z',
};

describe('OfferSection', () => {
  it("offers the time entered as the studio's wall clock, not the device's", async () => {
    const calls = stubApi({
      'GET /api/booking-requests/:id/concepts': () => ({ concepts: [kept] }),
      'POST /api/booking-requests/:id/offer': () => ({
        appointmentId: 'appt-1',
        approvalUrl: 'http://localhost/approve/t',
        depositUrl: null,
        emailed: 'sent',
      }),
    });
    const queryClient = createQueryClient();
    // The studio is in London; the test runner's zone is another (UTC here).
    queryClient.setQueryData(userQueryKey, makeUser({ timezone: 'Europe/London' }));
    const user = userEvent.setup();
    render(<OfferSection requestId="req-1" clientName="Robin" brief={null} onSent={() => {}} />, {
      queryClient,
    });
    const when = await screen.findByLabelText(/Appointment date and time/);
    expect(screen.getByText(/Times in Europe\/London/)).toBeInTheDocument();
    await user.type(when, '2031-07-10T14:00');
    await user.click(screen.getByRole('button', { name: 'Send offer' }));

    // 14:00 in London in July (BST) is 13:00 UTC.
    await expect
      .poll(() => calls.find((c) => c.url.endsWith('/offer'))?.body)
      .toMatchObject({
        startsAt: '2031-07-10T13:00:00.000Z',
        timezone: 'Europe/London',
      });
  });
});
