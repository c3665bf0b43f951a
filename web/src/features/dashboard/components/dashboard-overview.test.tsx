import { describe, expect, it } from 'vitest';
import { stubApi } from '@/test-utils/fetch-stub';
import { render, screen } from '@/test-utils/render';
import { makeUser } from '@/test-utils/user';
import { DashboardOverview } from './dashboard-overview';

describe('DashboardOverview', () => {
  it('greets by the hour and fills the four stat cards from one call', async () => {
    const requests = stubApi({
      'GET /api/dashboard/stats': () => ({
        creditsRemaining: 150,
        registeredClients: 7,
        generationsMade: 12,
        galleryImages: 5,
      }),
    });
    render(<DashboardOverview user={makeUser()} now={new Date(2025, 6, 1, 15, 0)} />);

    expect(screen.getByRole('heading', { name: 'Good afternoon, Jane Doe' })).toBeInTheDocument();
    expect(screen.getByText('Professional Tattoo Design Studio')).toBeInTheDocument();
    expect(screen.getByText('Online')).toBeInTheDocument();
    expect(await screen.findByLabelText('Registered Clients')).toHaveTextContent('7');
    expect(screen.getByLabelText('Credits Remaining')).toHaveTextContent('150');
    expect(screen.getByLabelText('Generations Made')).toHaveTextContent('12');
    expect(screen.getByLabelText('Gallery Images')).toHaveTextContent('5');
    expect(requests.filter((r) => r.url.includes('/api/dashboard/'))).toHaveLength(1);
  });

  it("lists today's appointments above the cards with their flags", async () => {
    const requests = stubApi({
      'GET /api/calendar-new': ({ query }) =>
        query.has('date')
          ? [
              {
                id: 'a1',
                clientId: 'c1',
                clientName: 'Ada',
                clientAllergies: 'Latex',
                title: 'Koi session',
                appointmentDate: '2025-07-01T12:00:00.000Z',
                timezone: 'UTC',
                localDate: '2025-07-01',
                duration: 120,
                type: 'tattoo_session',
                status: 'confirmed',
                createdAt: '2025-06-01T00:00:00.000Z',
                intakeSigned: false,
              },
              {
                id: 'a2',
                clientId: 'c2',
                clientName: 'Bea',
                title: 'Rose',
                appointmentDate: '2025-07-01T15:00:00.000Z',
                timezone: 'UTC',
                localDate: '2025-07-01',
                duration: 60,
                type: 'tattoo_session',
                status: 'confirmed',
                depositPaid: 50,
                createdAt: '2025-06-01T00:00:00.000Z',
                intakeSigned: true,
                intakeFlags: ['Blood thinners'],
              },
            ]
          : undefined,
    });
    render(<DashboardOverview user={makeUser()} now={new Date('2025-07-01T09:00:00Z')} />);
    const [row, signed] = await screen.findAllByTestId('today-appointment');
    expect(row).toHaveTextContent('Koi session · Ada');
    expect(row).toHaveTextContent('Medical warning: Latex');
    expect(row).toHaveTextContent('Deposit due');
    expect(row).toHaveTextContent('Intake missing');
    // A signed intake's "yes" is a warning too; a signed form is not missing.
    expect(signed).toHaveTextContent('Medical warning: Blood thinners');
    expect(signed).not.toHaveTextContent('Intake missing');
    expect(signed).not.toHaveTextContent('Deposit due');
    expect(requests.some((r) => r.url.includes('date=2025-07-01'))).toBe(true);
  });

  it('links the quick actions', () => {
    stubApi({});
    render(<DashboardOverview user={makeUser()} />);
    expect(screen.getByRole('link', { name: 'Generate Design' })).toHaveAttribute(
      'href',
      '/ai-generator',
    );
    expect(screen.getByRole('link', { name: 'Upload Sketch' })).toHaveAttribute(
      'href',
      '/ai-generator',
    );
    expect(screen.getByRole('link', { name: 'Add Client' })).toHaveAttribute('href', '/clients');
    expect(screen.getByRole('link', { name: 'View Gallery' })).toHaveAttribute('href', '/gallery');
  });
});
