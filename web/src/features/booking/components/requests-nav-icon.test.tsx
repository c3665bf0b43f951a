import { describe, expect, it } from 'vitest';
import { stubApi } from '@/test-utils/fetch-stub';
import { render, screen } from '@/test-utils/render';
import { RequestsNavIcon } from './requests-nav-icon';

describe('RequestsNavIcon', () => {
  it('shows and says how many requests wait for an answer', async () => {
    stubApi({ 'GET /api/booking-requests': () => ({ requests: [], pendingCount: 2 }) });
    render(
      <a href="/booking-requests">
        <RequestsNavIcon aria-hidden />
        Requests
      </a>,
    );
    expect(await screen.findByRole('link', { name: '2 waiting, Requests' })).toBeInTheDocument();
  });
});
