import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type {
  ApiAppointment,
  ApiClient,
  ApiProject,
  CalendarAppointment,
  ClientLimitInfo,
} from '@inkforge/domain';
import { stubApi, type StubHandlers } from '@/test-utils/fetch-stub';
import { render, screen, within } from '@/test-utils/render';
import { ClientsScreen } from './clients-screen';

const NoActions = () => null;

const PROJECT: ApiProject = {
  id: 'p1',
  clientId: 'c1',
  title: 'Koi sleeve',
  status: 'in_progress',
  estimatedPrice: 300.3,
  totalPaid: 300.3,
  remainingBalance: 0,
  creditBalance: 0,
  sessionsCount: 0,
  createdAt: new Date().toISOString(),
  payments: [
    {
      id: 'y1',
      projectId: 'p1',
      clientId: 'c1',
      amount: 100.1,
      paymentMethod: 'card',
      paymentDate: new Date().toISOString().slice(0, 10),
      kind: 'payment',
      createdAt: '',
    },
    {
      id: 'y2',
      projectId: 'p1',
      clientId: 'c1',
      amount: 200.2,
      paymentMethod: 'cash',
      paymentDate: '2020-01-10',
      kind: 'payment',
      createdAt: '',
    },
  ],
};

const CLIENTS: ApiClient[] = [
  {
    id: 'c1',
    name: 'Ada Lovelace',
    email: 'ada@example.test',
    allergies: 'Latex',
    medicalNotes: 'Takes blood thinners',
    status: 'active',
    createdAt: '2025-01-01T00:00:00.000Z',
    projects: [PROJECT],
    appointments: [],
    totalCollected: 300.3,
    totalEstimated: 300.3,
    creditBalance: 0,
  },
  {
    id: 'c2',
    name: 'Bruno Pending',
    status: 'pending',
    createdAt: '2025-01-02T00:00:00.000Z',
    projects: [],
    appointments: [],
    totalCollected: 0,
    totalEstimated: 0,
    creditBalance: 0,
  },
];

/** The clients and the plan's limits; `extra` answers what a test adds (or answers instead). */
function serve(limits: ClientLimitInfo, extra: StubHandlers = {}) {
  return stubApi({
    'GET /api/clients/enhanced': () => CLIENTS,
    'GET /api/clients/limits': () => limits,
    ...extra,
  });
}

const BASIC: ClientLimitInfo = { current: 2, limit: 10, canCreate: true, planName: 'basic' };

function card(label: string) {
  return screen.getByLabelText(label);
}

describe('ClientsScreen', () => {
  it('shows the limit, the five summary cards exactly, and filters by status', async () => {
    serve(BASIC);
    render(<ClientsScreen timeZone="UTC" AppointmentActions={NoActions} />);
    expect(await screen.findByText('2 / 10 clients')).toBeInTheDocument();
    await screen.findByText('Ada Lovelace');
    expect(within(card('Total Clients')).getByText('2')).toBeInTheDocument();
    expect(within(card('Active Projects')).getByText('1')).toBeInTheDocument();
    expect(within(card('Total Revenue')).getByText('€300.30')).toBeInTheDocument();
    expect(within(card('This Month Projects')).getByText('1')).toBeInTheDocument();
    expect(within(card('This Month Revenue')).getByText('€100.10')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Pending' }));
    expect(screen.queryByText('Ada Lovelace')).not.toBeInTheDocument();
    expect(screen.getByText('Bruno Pending')).toBeInTheDocument();
  });

  it('searches by name, e-mail and phone', async () => {
    serve(BASIC);
    render(<ClientsScreen timeZone="UTC" AppointmentActions={NoActions} />);
    await screen.findByText('Ada Lovelace');
    const search = screen.getByLabelText('Search clients');
    await userEvent.type(search, 'ada@example');
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.queryByText('Bruno Pending')).not.toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.type(search, 'nobody');
    expect(screen.getByText('No clients match your search.')).toBeInTheDocument();
  });

  it('counts in words that agree with the number on each card', async () => {
    serve(BASIC);
    render(<ClientsScreen timeZone="UTC" AppointmentActions={NoActions} />);
    await screen.findByText('Ada Lovelace');
    const [ada, bruno] = screen.getAllByTestId('client-card');
    expect(ada).toHaveTextContent('1 project · 0 appointments · €300.30 collected');
    expect(bruno).toHaveTextContent('0 projects · 0 appointments');
  });

  it('says unlimited for an uncapped plan', async () => {
    serve({ current: 2, limit: 'unlimited', canCreate: true, planName: 'premium' });
    render(<ClientsScreen timeZone="UTC" AppointmentActions={NoActions} />);
    expect(await screen.findByText('2 clients (unlimited)')).toBeInTheDocument();
  });

  it('blocks Add Client at the limit with the spec message', async () => {
    const requests = serve({ current: 10, limit: 10, canCreate: false, planName: 'basic' });
    render(<ClientsScreen timeZone="UTC" AppointmentActions={NoActions} />);
    await screen.findByText('10 / 10 clients');
    await userEvent.click(screen.getByRole('button', { name: 'Add Client' }));
    const create = await screen.findByRole('button', { name: 'Create Client' });
    expect(create).toBeDisabled();
    await userEvent.type(screen.getByLabelText(/^Name/), 'Carla');
    await userEvent.click(create);
    expect(await screen.findByText('Client Limit Reached')).toBeInTheDocument();
    expect(
      screen.getByText('Your basic plan allows 10 clients. Upgrade to create more clients.'),
    ).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('sends all three tabs of a new client, without a status', async () => {
    const requests = serve(BASIC, {
      'POST /api/clients/enhanced': () => ({ ...CLIENTS[1]!, name: 'Carla' }),
    });
    render(<ClientsScreen timeZone="UTC" AppointmentActions={NoActions} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add Client' }));
    await userEvent.type(await screen.findByLabelText(/^Name/), ' Carla ');
    await userEvent.click(screen.getByRole('tab', { name: 'Contact & Emergency' }));
    await userEvent.type(screen.getByLabelText('Emergency Contact'), 'Dario');
    await userEvent.click(screen.getByRole('tab', { name: 'Medical & Preferences' }));
    await userEvent.type(screen.getByLabelText('Medical Notes'), 'Asthma');
    await userEvent.click(screen.getByRole('button', { name: 'Create Client' }));
    await screen.findByText('Client Added');
    const post = requests.find((r) => r.method === 'POST');
    expect(post?.url).toMatch(/\/api\/clients\/enhanced$/);
    expect(post?.body).toMatchObject({
      name: 'Carla',
      emergencyContact: 'Dario',
      medicalNotes: 'Asthma',
    });
    expect(post?.body).not.toHaveProperty('status');
  });

  it('opens a client: Fully Paid in the studio’s currency, medical tab, delete with the spec warning', async () => {
    const requests = serve(BASIC, { 'DELETE /api/clients/:id': () => ({ success: true }) });
    render(<ClientsScreen timeZone="UTC" AppointmentActions={NoActions} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Open Ada Lovelace' }));
    await userEvent.click(await screen.findByRole('tab', { name: 'Projects' }));
    const project = screen.getByTestId('project-card');
    expect(within(project).getByText('Fully Paid')).toBeInTheDocument();
    expect(within(project).getByText('€100.10')).toBeInTheDocument();
    // The spec's Italian labels are marked Italian, so a screen reader pronounces them as such.
    expect(within(project).getByText('Paid: €300.30')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Medical' }));
    expect(screen.getByText('Takes blood thinners')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Delete Client' }));
    expect(
      await screen.findByText(
        'Are you sure you want to delete this client? This will permanently remove all projects, appointments, and payments associated with this client.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Client Deleted')).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'DELETE' && r.url.endsWith('/api/clients/c1'))).toBe(
      true,
    );
  });

  it("shows each appointment's intake in the client's Appointments tab, as the calendar does", async () => {
    const session = (id: string, title: string, day: string): ApiAppointment => ({
      id,
      clientId: 'c1',
      title,
      appointmentDate: `${day}T10:00:00.000Z`,
      timezone: 'UTC',
      duration: 120,
      type: 'tattoo_session',
      status: 'scheduled',
      createdAt: '',
    });
    const signed = session('a1', 'Koi sleeve, session 2', '2031-03-04');
    const unsigned = session('a2', 'Koi sleeve, session 3', '2031-04-01');
    const onCalendar = (a: ApiAppointment, intake: Partial<CalendarAppointment>) => ({
      ...a,
      clientName: 'Ada Lovelace',
      clientAllergies: 'Latex',
      localDate: a.appointmentDate.slice(0, 10),
      intakeSigned: false,
      ...intake,
    });
    const ada = { ...CLIENTS[0]!, appointments: [signed, unsigned] };
    serve(BASIC, {
      'GET /api/clients/enhanced': () => [ada, CLIENTS[1]!],
      'GET /api/calendar-new': () => [
        onCalendar(signed, { intakeSigned: true, intakeFlags: ['Blood thinners'] }),
        onCalendar(unsigned, {}),
      ],
    });
    render(<ClientsScreen timeZone="UTC" AppointmentActions={NoActions} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Open Ada Lovelace' }));
    await userEvent.click(await screen.findByRole('tab', { name: 'Appointments' }));
    const cards = (await screen.findAllByText(/^Koi sleeve, session/)).map((title) =>
      title.closest<HTMLElement>('.mantine-Card-root')!,
    );
    expect(
      await within(cards[0]!).findByText('Medical warning: Latex · Blood thinners'),
    ).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Intake signed')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Intake missing')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Medical warning: Latex')).toBeInTheDocument();
  });

  it('offers Add Your First Client when there are none', async () => {
    serve(BASIC, { 'GET /api/clients/enhanced': () => [] });
    render(<ClientsScreen timeZone="UTC" AppointmentActions={NoActions} />);
    expect(
      await screen.findByRole('button', { name: 'Add Your First Client' }),
    ).toBeInTheDocument();
  });
});
