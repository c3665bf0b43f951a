import userEvent from '@testing-library/user-event';
import type { ApiStudioRequest } from '@inkforge/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seriousAxeFindings } from '@/test-utils/axe';
import { stubApi } from '@/test-utils/fetch-stub';
import { render, screen, within } from '@/test-utils/render';
import { myStudio } from './studio-fixtures';
import { RequestsPanel } from './requests-panel';

afterEach(() => vi.unstubAllGlobals());

function request(overrides: Partial<ApiStudioRequest> = {}): ApiStudioRequest {
  return {
    id: 'r1',
    status: 'pending',
    createdAt: '2026-12-06T09:00:00.000Z',
    askedFor: null,
    assignedTo: null,
    bookingRequestId: null,
    idea: 'A swallow over the wrist',
    placement: 'Wrist',
    sizeCm: 8,
    colour: 'black_and_grey',
    preferredDays: [],
    name: 'Rae Client',
    email: 'rae@example.com',
    phone: '',
    images: [],
    answeredAt: null,
    declineMessage: null,
    ...overrides,
  };
}

describe('RequestsPanel', () => {
  it('the desk hands a first-available request to an artist and declines another with a message', async () => {
    const requests = stubApi({
      'GET /api/studios/:id/requests': () => ({
        requests: [request(), request({ id: 'r2', name: 'Sam Late' })],
        pendingCount: 2,
      }),
      'POST /api/studios/:id/requests/:requestId/assign': () =>
        request({ status: 'assigned', assignedTo: { uid: 'uid-2', name: 'Mara Ink' } }),
      'POST /api/studios/:id/requests/:requestId/decline': () =>
        request({ id: 'r2', status: 'declined' }),
    });
    const user = userEvent.setup();
    render(<RequestsPanel mine={myStudio({ role: 'desk' })} />);
    const first = await screen.findByRole('article', { name: 'Request from Rae Client' });
    expect(within(first).getByText(/For the first available artist/)).toBeVisible();
    expect(await seriousAxeFindings()).toEqual([]);
    await user.click(within(first).getByRole('combobox', { name: 'Hand to' }));
    const options = await screen.findAllByRole('option');
    // The desk is no artist: only those who tattoo are offered.
    expect(options.map((o) => o.textContent)).toEqual(['Jane Doe', 'Mara Ink']);
    await user.click(screen.getByRole('option', { name: 'Mara Ink' }));
    await user.click(within(first).getByRole('button', { name: 'Assign' }));
    await vi.waitFor(() =>
      expect(requests.find((r) => r.url.endsWith('/requests/r1/assign'))?.body).toEqual({
        artistUid: 'uid-2',
      }),
    );

    const second = screen.getByRole('article', { name: 'Request from Sam Late' });
    await user.click(within(second).getByRole('button', { name: 'Decline' }));
    await user.type(
      within(second).getByRole('textbox', { name: 'Message to the client' }),
      'Fully booked this month.',
    );
    await user.click(within(second).getByRole('button', { name: 'Send and decline' }));
    await vi.waitFor(() =>
      expect(requests.find((r) => r.url.endsWith('/requests/r2/decline'))?.body).toEqual({
        message: 'Fully booked this month.',
      }),
    );
  }, 60_000);
});
