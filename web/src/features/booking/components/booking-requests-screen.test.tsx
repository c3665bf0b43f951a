import type { ApiBookingRequest, ApiBookingSettings } from '@inkforge/domain';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi, type RecordedRequest } from '@/test-utils/fetch-stub';
import { render, screen, waitFor, within } from '@/test-utils/render';
import { BookingRequestsScreen } from './booking-requests-screen';

const waiting: ApiBookingRequest = {
  id: 'req-1',
  status: 'pending',
  createdAt: '2031-03-01T10:00:00.000Z',
  idea: 'A swallow with a banner',
  placement: 'Forearm',
  sizeCm: 12,
  colour: 'black_and_grey',
  preferredDays: ['sat'],
  name: 'Robin Client',
  email: 'robin@example.com',
  phone: '+49 170 1234567',
  images: ['https://storage.example/ref-1.png'],
  answers: [{ question: 'Is this your first tattoo?', answer: 'Yes, my first' }],
  answeredAt: null,
  clientId: null,
  projectId: null,
  appointmentId: null,
  deposit: null,
  depositLink: null,
  declineMessage: null,
  mailSent: null,
  brief: null,
};

const SETTINGS: ApiBookingSettings = {
  open: true,
  username: 'pro',
  styles: [],
  minimumSizeCm: null,
  minimumPrice: null,
  depositKind: 'fixed',
  depositAmount: { cents: 10000, currency: 'EUR' },
  depositPercent: null,
  policy: '',
  questions: [],
  policyVersion: 1,
  maxDepositMoves: 1,
  clientMovesAllowed: true,
  clientNoticeHours: 48,
  balanceOnline: false,
};

/** The inbox with one waiting request; `answer` answers an accept or a decline of it. */
function stubInbox(
  answer: (request: RecordedRequest) => ApiBookingRequest | undefined = () => undefined,
) {
  let requests = [waiting];
  const answered = (request: RecordedRequest) => {
    const answerSent = answer(request);
    if (answerSent)
      requests = [
        {
          ...waiting,
          status: 'accepted',
          deposit: { cents: 10000, currency: 'EUR' },
          depositLink: '/deposit/t',
        },
      ];
    return answerSent;
  };
  return stubApi({
    'GET /api/profile/booking': () => SETTINGS,
    'GET /api/booking-requests': () => ({
      requests,
      pendingCount: requests.filter((r) => r.status === 'pending').length,
    }),
    'POST /api/booking-requests/:id/accept': answered,
    'POST /api/booking-requests/:id/decline': answered,
  });
}

describe('BookingRequestsScreen', () => {
  it('opens on the request a bell links to: its tab shown, its name focused', async () => {
    const answered: ApiBookingRequest = {
      ...waiting,
      id: 'req-2',
      name: 'Sam Answered',
      status: 'accepted',
    };
    stubApi({
      'GET /api/profile/booking': () => SETTINGS,
      'GET /api/booking-requests': () => ({ requests: [waiting, answered], pendingCount: 1 }),
    });
    render(<BookingRequestsScreen />, { route: '/booking-requests?request=req-2' });
    const heading = await screen.findByRole('heading', { name: 'Sam Answered' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.queryByRole('article', { name: 'Robin Client' })).toBeNull();
  });

  it('lists the waiting requests with their details and references', async () => {
    stubInbox();
    render(<BookingRequestsScreen />);
    const card = await screen.findByRole('article', { name: 'Robin Client' });
    expect(within(card).getByText('A swallow with a banner')).toBeInTheDocument();
    expect(within(card).getByText(/Forearm · 12 cm · Black and grey · Sat/)).toBeInTheDocument();
    expect(
      within(card).getByRole('img', { name: 'Reference 1 from Robin Client' }),
    ).toBeInTheDocument();
    const answers = within(card).getByRole('definition');
    expect(answers).toHaveTextContent('Yes, my first');
    expect(within(card).getByRole('term')).toHaveTextContent('Is this your first tattoo?');
    expect(screen.getByText('Waiting (1)')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /\/book\/pro$/ })).toBeInTheDocument();
    expect(
      within(card).getByRole('link', { name: 'Ask a question of Robin Client by e-mail' }),
    ).toHaveAttribute(
      'href',
      'mailto:robin@example.com?subject=Your%20tattoo%20request%3A%20A%20swallow%20with%20a%20banner',
    );
  });

  it('accepts with the deposit of the artist rule, then moves the request to Answered', async () => {
    const requests = stubInbox((request) =>
      request.url.endsWith('/api/booking-requests/req-1/accept')
        ? { ...waiting, status: 'accepted', deposit: { cents: 10000, currency: 'EUR' } }
        : undefined,
    );
    const user = userEvent.setup();
    render(<BookingRequestsScreen />);
    await user.click(
      await screen.findByRole('button', { name: 'Accept request from Robin Client' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Accept request' });
    expect(within(dialog).getByLabelText(/Deposit \(€\)/)).toHaveValue('100.00');
    await user.type(within(dialog).getByLabelText(/Appointment date and time/), '2031-03-10T11:00');
    await user.type(within(dialog).getByLabelText(/Estimated price/), '450');
    await user.click(within(dialog).getByRole('button', { name: 'Accept and propose' }));

    expect(await screen.findByText('No requests waiting for an answer.')).toBeInTheDocument();
    const sent = requests.find((r) => r.url.endsWith('/accept'))?.body;
    expect(sent).toMatchObject({
      appointmentDate: '2031-03-10T11:00',
      duration: '120',
      estimatedPrice: '450',
      deposit: '100.00',
      allowOverlap: false,
    });
  });

  it("the deposit field's hint says what the field asks, not the usual rule", async () => {
    stubInbox(() => undefined);
    const user = userEvent.setup();
    render(<BookingRequestsScreen />);
    await user.click(
      await screen.findByRole('button', { name: 'Accept request from Robin Client' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Accept request' });
    const field = within(dialog).getByLabelText(/Deposit \(€\)/);
    await user.clear(field);
    await user.type(field, '80');
    expect(field).toHaveAccessibleDescription(
      '€80.00 asked from the client, not yet paid; your usual deposit is €100.00. Empty asks none.',
    );
    await user.clear(field);
    expect(field).toHaveAccessibleDescription('No deposit asked; your usual deposit is €100.00.');
  });

  it('declines with a message for the client', async () => {
    const requests = stubInbox((request) =>
      request.url.endsWith('/api/booking-requests/req-1/decline')
        ? { ...waiting, status: 'declined', mailSent: true }
        : undefined,
    );
    const user = userEvent.setup();
    render(<BookingRequestsScreen />);
    await user.click(
      await screen.findByRole('button', { name: 'Decline request from Robin Client' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Decline request' });
    const send = within(dialog).getByRole('button', { name: 'Decline and send' });
    expect(send).toBeDisabled();
    await user.type(
      within(dialog).getByLabelText(/Message to Robin Client/),
      'Not my style, sorry.',
    );
    await user.click(send);
    expect(await screen.findByText(/is e-mailed your message/)).toBeInTheDocument();
    expect(requests.find((r) => r.url.endsWith('/decline'))?.body).toEqual({
      message: 'Not my style, sorry.',
    });
  });
});
