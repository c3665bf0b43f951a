import { describe, expect, it } from 'vitest';
import type { ApiClient, ClientLimitInfo } from '@inkforge/domain';
import { stubApi } from '@/test-utils/fetch-stub';
import { render, screen } from '@/test-utils/render';
import { ClientsScreen } from './clients-screen';

const NoActions = () => null;
const Thread = ({ clientName }: { clientId: string; clientName: string }) => (
  <p>Thread with {clientName}</p>
);

const ADA: ApiClient = {
  id: 'c1',
  name: 'Ada Lovelace',
  status: 'active',
  createdAt: '2025-01-01T00:00:00.000Z',
  projects: [],
  appointments: [],
  totalCollected: 0,
  totalEstimated: 0,
  creditBalance: 0,
};
const LIMITS: ClientLimitInfo = { current: 1, limit: 10, canCreate: true, planName: 'pro' };

describe("the bell's link to a client's texts", () => {
  it('opens the client on the Messages tab', async () => {
    stubApi({
      'GET /api/clients/enhanced': () => [ADA],
      'GET /api/clients/limits': () => LIMITS,
    });
    render(<ClientsScreen timeZone="UTC" AppointmentActions={NoActions} Messages={Thread} />, {
      route: '/clients?client=c1&tab=messages',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Ada Lovelace' });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Messages' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Thread with Ada Lovelace')).toBeInTheDocument();
  });
});
