import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '@/test-utils/fetch-stub';
import { render, screen } from '@/test-utils/render';
import { RequestsNavIcon } from './requests-nav-icon';

describe('RequestsNavIcon', () => {
  it('shows and says how many requests wait for an answer', async () => {
    stubFetch((request) =>
      request.url.endsWith('/api/booking-requests')
        ? json(200, { requests: [], pendingCount: 2 })
        : undefined,
    );
    render(
      <a href="/booking-requests">
        <RequestsNavIcon aria-hidden />
        Requests
      </a>,
    );
    expect(await screen.findByRole('link', { name: '2 waiting, Requests' })).toBeInTheDocument();
  });
});
