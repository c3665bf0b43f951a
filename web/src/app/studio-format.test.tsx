import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type {
  ApiAppointment,
  ApiAppointmentDeposit,
  ApiClient,
  ApiProject,
  CalendarAppointment,
  OnlineDepositStatus,
} from '@inkforge/domain';
import { CalendarScreen } from '@/features/calendar/components/calendar-screen';
import { ClientsScreen } from '@/features/clients/components/clients-screen';
import { createQueryClient } from '@/lib/query-client';
import { userQueryKey } from '@/lib/query-keys';
import { stubApi } from '@/test-utils/fetch-stub';
import { render, screen, within } from '@/test-utils/render';
import { makeUser } from '@/test-utils/user';

// One project of an artist who keeps their books in pounds, rendered on every screen that
// shows it (the clients list, the client's tabs, the calendar in each view), and its text read
// as a person reads it: no other currency, no Italian label, no date in another format.
const ZONE = 'Europe/London';

const deposit = (status: OnlineDepositStatus, pounds = 80): ApiAppointmentDeposit => ({
  amount: { cents: pounds * 100, currency: 'GBP' },
  status,
  link: '/deposit/abc',
  paidAt: status === 'requested' ? null : '2031-06-02T09:00:00.000Z',
  policy: { text: 'Non-refundable.', version: 1, acceptedAt: '2031-06-02T08:59:00.000Z' },
  moves: 0,
  history: [],
});

const APPOINTMENTS: ApiAppointment[] = (
  [
    ['a1', 'Outline session', '2031-06-10T13:00:00.000Z', { deposit: 100, depositPaid: 100 }],
    ['a2', 'Shading session', '2031-06-11T13:00:00.000Z', { onlineDeposit: deposit('requested') }],
    ['a3', 'Colour session', '2031-06-12T13:00:00.000Z', { onlineDeposit: deposit('paid') }],
    ['a4', 'Touch-up', '2031-06-13T13:00:00.000Z', { onlineDeposit: deposit('refunded') }],
    ['a5', 'Missed session', '2031-06-14T13:00:00.000Z', { onlineDeposit: deposit('kept') }],
  ] as const
).map(([id, title, appointmentDate, extra]) => ({
  id,
  clientId: 'c1',
  projectId: 'p1',
  title,
  appointmentDate,
  timezone: ZONE,
  duration: 120,
  type: 'tattoo_session',
  status: 'scheduled',
  price: 400,
  balanceDue: 'depositPaid' in extra ? 300 : 400,
  createdAt: '2031-06-01T10:00:00.000Z',
  ...extra,
}));

const PROJECT: ApiProject = {
  id: 'p1',
  clientId: 'c1',
  title: 'Swallows',
  status: 'in_progress',
  estimatedPrice: 600,
  finalPrice: 650.5,
  estimatedHours: 6,
  totalPaid: 230,
  remainingBalance: 420.5,
  creditBalance: 0,
  sessionsCount: 5,
  createdAt: '2031-06-01T10:00:00.000Z',
  payments: [
    {
      id: 'y1',
      projectId: 'p1',
      clientId: 'c1',
      amount: 100,
      paymentMethod: 'card',
      paymentDate: '2031-06-01',
      kind: 'deposit',
      appointmentId: 'a1',
      createdAt: '2031-06-01T10:00:00.000Z',
    },
    {
      id: 'y2',
      projectId: 'p1',
      clientId: 'c1',
      amount: 130,
      paymentMethod: 'cash',
      paymentDate: '2031-06-05',
      kind: 'payment',
      createdAt: '2031-06-05T10:00:00.000Z',
    },
  ],
};

const CLIENT: ApiClient = {
  id: 'c1',
  name: 'Pat Pounds',
  email: 'pat.pounds.with.a.long.address@example-studio-clients.test',
  status: 'active',
  createdAt: '2031-06-01T10:00:00.000Z',
  projects: [PROJECT],
  appointments: APPOINTMENTS,
  totalCollected: 230,
  totalEstimated: 600,
  creditBalance: 0,
};

const CALENDAR: CalendarAppointment[] = APPOINTMENTS.map((a) => ({
  ...a,
  clientName: CLIENT.name,
  projectTitle: PROJECT.title,
  localDate: a.appointmentDate.slice(0, 10),
  intakeSigned: false,
}));

/** Every amount with a currency beside it: '£80.00', '€ 5', '12.00 EUR', 'US$3'. */
const AMOUNT =
  /(?:[$€£¥]|US\$|\b(?:EUR|USD|GBP)\s?)\d[\d,]*(?:\.\d+)?|\d[\d,]*\.\d{2}\s?(?:EUR|USD|GBP)\b/g;
const ITALIAN =
  /\b(?:Prezzo|Totale|Saldo|Importo|Metodo|Pagamenti|Data pagamento|Ore stimate|Ore effettive|Credito|Tipo|Note)\b/;
const OTHER_DATES: [string, RegExp][] = [
  ['numeric day/month', /\b\d{1,2}\/\d{1,2}\/\d{2,4}\b/],
  ['ISO day', /\b\d{4}-\d{2}-\d{2}/],
  ['12-hour clock', /\b\d{1,2}:\d{2}(?::\d{2})?\s?[AP]M\b/i],
  [
    'long month name',
    /\b(?:January|February|March|April|June|July|August|September|October|November|December) \d/,
  ],
  ['"at" before a time', /\bat \d{1,2}:\d{2}\b/],
];

/** What the screen as rendered says in another currency, language or date format. */
function offFormat(where: string): string[] {
  const text = document.body.textContent ?? '';
  const found: string[] = [];
  for (const amount of text.match(AMOUNT) ?? [])
    if (!amount.startsWith('£')) found.push(`${where}: amount "${amount}" is not in pounds`);
  const italian = ITALIAN.exec(text);
  if (italian) found.push(`${where}: Italian "${italian[0]}"`);
  for (const [name, pattern] of OTHER_DATES) {
    const hit = pattern.exec(text);
    if (hit) found.push(`${where}: ${name} "${hit[0]}"`);
  }
  // Field labels count too (they are attributes of inputs, not text).
  for (const label of document.querySelectorAll('label'))
    if (/[$€]/.test(label.textContent ?? '')) found.push(`${where}: label "${label.textContent}"`);
  return found;
}

function signedInInPounds() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(
    userQueryKey,
    makeUser({ currency: 'GBP', locale: 'en-GB', timezone: ZONE }),
  );
  return queryClient;
}

describe("the studio's one currency and one date format on every screen of a project", () => {
  it('the clients list and every tab of the client: pounds, English, "10 Jun 2031, 14:00"', async () => {
    stubApi({
      'GET /api/clients/enhanced': () => [CLIENT],
      'GET /api/clients/limits': () => ({
        current: 1,
        limit: 10,
        canCreate: true,
        planName: 'pro',
      }),
      'GET /api/calendar-new': () => CALENDAR,
      'GET /api/appointment-mail': () => ({ mails: [] }),
    });
    render(<ClientsScreen timeZone={ZONE} AppointmentActions={() => null} />, {
      queryClient: signedInInPounds(),
    });
    await screen.findByRole('button', { name: 'Open Pat Pounds' });
    const findings = offFormat('clients list');
    expect(document.body.textContent).toContain('£230.00');

    await userEvent.click(screen.getByRole('button', { name: 'Open Pat Pounds' }));
    const detail = await screen.findByRole('dialog', { name: 'Pat Pounds' });
    findings.push(...offFormat('client overview'));
    expect(within(detail).getByText(CLIENT.email!)).toBeInTheDocument();

    await userEvent.click(within(detail).getByRole('tab', { name: 'Projects' }));
    const card = within(detail).getByTestId('project-card');
    findings.push(...offFormat('client projects'));
    // Each figure once: the paid total with its deposit, the balance, the payments by date.
    expect(within(card).getByText('Paid: £230.00 (deposit £100.00)')).toBeInTheDocument();
    expect(within(card).getAllByText(/£420\.50/)).toHaveLength(1);
    expect(within(card).getByRole('cell', { name: '5 Jun 2031' })).toBeInTheDocument();

    await userEvent.click(within(detail).getByRole('tab', { name: 'Appointments' }));
    await within(detail).findByText('Deposit £80.00: kept');
    findings.push(...offFormat('client appointments'));
    expect(within(detail).getByText(/10 Jun 2031, 14:00/)).toBeInTheDocument();
    expect(findings, findings.join('\n')).toEqual([]);
  }, 30_000);

  it('the calendar in its list, day, week and month views', async () => {
    stubApi({
      'GET /api/calendar-new': () => CALENDAR,
      'GET /api/appointment-mail': () => ({
        mails: [
          {
            id: 'm1',
            appointmentId: 'a2',
            kind: 'reminder',
            status: 'pending',
            startAt: '2031-06-11T13:00:00.000Z',
            dueAt: '2031-06-10T13:00:00.000Z',
            sentAt: null,
            attempts: 0,
            reason: null,
          },
        ],
      }),
    });
    render(<CalendarScreen timeZone={ZONE} />, { queryClient: signedInInPounds() });
    await screen.findByText('Outline session');
    expect(screen.getByText('Deposit paid: £100.00 · Balance due: £300.00')).toBeInTheDocument();
    expect(await screen.findByText(/Reminder due 10 Jun 2031, 14:00/)).toBeInTheDocument();
    const findings = offFormat('calendar list');
    await userEvent.type(screen.getByLabelText('Filter by date'), '2031-06-11');
    for (const view of ['Day', 'Week', 'Month']) {
      await userEvent.click(screen.getByRole('radio', { name: view }));
      findings.push(...offFormat(`calendar ${view.toLowerCase()}`));
    }
    expect(findings, findings.join('\n')).toEqual([]);
  }, 30_000);
});
