import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seriousAxeFindings } from '@/test-utils/axe';
import { fail, stubApi } from '@/test-utils/fetch-stub';
import { render, screen, within } from '@/test-utils/render';
import { calendar, calendarEntry, myStudio } from './studio-fixtures';
import { StudioCalendar } from './studio-calendar';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-07T08:00:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const { studio } = myStudio();
const MARA = '11:00 Sleeve session with Mara Ink';
const JANE = '15:00 Flash rose with Jane Doe';

function stubDesk(overpaid = false) {
  return stubApi({
    'GET /api/studios/:id/calendar': ({ query }) =>
      calendar(
        [
          calendarEntry({
            flags: { depositMissing: true, intakeUnsigned: true, medicalReview: false },
          }),
          calendarEntry({
            id: 'a2',
            artistUid: 'uid-1',
            artistName: 'Jane Doe',
            artistColor: '#e53935',
            title: 'Flash rose',
            localTime: '15:00',
          }),
        ],
        { from: query.get('from') ?? '', to: query.get('to') ?? '' },
      ),
    'POST /api/studios/:id/artists/:artistUid/appointments/:appointmentId/intake-link': () => ({
      path: '/intake/tok-1',
      expiresAt: '2026-12-14T08:00:00.000Z',
    }),
    'POST /api/studios/:id/artists/:artistUid/appointments/:appointmentId/deposit-request': () => ({
      amount: { cents: 5000, currency: 'EUR' },
      status: 'requested',
      link: '/deposit/dep-1',
      paidAt: null,
      policy: null,
      moves: 0,
      history: [],
    }),
    'POST /api/studios/:id/artists/:artistUid/appointments/:appointmentId/payments': ({ body }) =>
      (body as { confirmOverpayment?: boolean }).confirmOverpayment || !overpaid
        ? paid(body)
        : fail(
            409,
            'OVERPAYMENT_UNCONFIRMED',
            'This payment is more than the remaining balance. Confirm to record the excess as client credit.',
          ),
  });
}

function paid(body: unknown) {
  return {
    id: 'pay1',
    projectId: 'p1',
    clientId: 'c1',
    amount: 120.5,
    paymentMethod: (body as { paymentMethod: 'cash' }).paymentMethod,
    paymentDate: '2026-12-07',
    kind: 'payment',
    createdAt: '2026-12-07T08:00:00.000Z',
  } as const;
}

async function openAction(user: ReturnType<typeof userEvent.setup>, card: string, item: string) {
  await user.click(await screen.findByRole('button', { name: `More actions for ${card}` }));
  await user.click(await screen.findByRole('menuitem', { name: item }));
}

describe('StudioCalendar: the desk’s actions on a card', () => {
  it('the desk sends an intake link, asks a deposit typed as a decimal and records a payment', async () => {
    const requests = stubDesk();
    const user = userEvent.setup();
    render(<StudioCalendar studio={studio} role="desk" myUid="uid-3" />);

    await openAction(user, MARA, 'Send intake link');
    let dialog = await screen.findByRole('dialog', { name: 'Send intake link' });
    await user.click(within(dialog).getByRole('button', { name: 'Make the link' }));
    expect(await within(dialog).findByRole('textbox', { name: 'Intake link' })).toHaveValue(
      `${window.location.origin}/intake/tok-1`,
    );
    expect(within(dialog).getByRole('button', { name: 'Copy link' })).toBeVisible();
    expect(await seriousAxeFindings()).toEqual([]);
    expect(
      requests.some(
        (r) =>
          r.method === 'POST' &&
          r.url.endsWith('/api/studios/st1/artists/uid-2/appointments/a1/intake-link'),
      ),
    ).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));

    await openAction(user, MARA, 'Ask deposit');
    dialog = await screen.findByRole('dialog', { name: 'Ask for a deposit' });
    await user.type(within(dialog).getByRole('textbox', { name: /Deposit/ }), '50.00');
    expect(await seriousAxeFindings()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Ask deposit' }));
    expect(await within(dialog).findByRole('textbox', { name: 'Deposit link' })).toHaveValue(
      `${window.location.origin}/deposit/dep-1`,
    );
    expect(requests.find((r) => r.url.endsWith('/deposit-request'))?.body).toEqual({
      amount: '50.00',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));

    await openAction(user, MARA, 'Record payment');
    dialog = await screen.findByRole('dialog', { name: 'Record a payment' });
    await user.type(within(dialog).getByRole('textbox', { name: /Amount/ }), '120.50');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.find((r) => r.url.endsWith('/payments'))?.body).toEqual({
      amount: '120.50',
      paymentMethod: 'card',
    });
  }, 60_000);

  it('asks before recording more than the balance, then sends the confirmation', async () => {
    const requests = stubDesk(true);
    const user = userEvent.setup();
    render(<StudioCalendar studio={studio} role="owner" myUid="uid-1" />);
    await openAction(user, JANE, 'Record payment');
    const dialog = await screen.findByRole('dialog', { name: 'Record a payment' });
    await user.type(within(dialog).getByRole('textbox', { name: /Amount/ }), '900');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    await user.click(
      await within(dialog).findByRole('checkbox', { name: /excess as the client’s credit/ }),
    );
    expect(await seriousAxeFindings()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const posts = requests.filter((r) => r.url.endsWith('/payments'));
    expect(posts.map((r) => r.body)).toEqual([
      { amount: '900', paymentMethod: 'card' },
      { amount: '900', paymentMethod: 'card', confirmOverpayment: true },
    ]);
    expect(posts[0]!.url).toContain('/artists/uid-1/appointments/a2/');
  }, 60_000);

  it('an artist has the actions on their own card only', async () => {
    stubDesk();
    render(<StudioCalendar studio={studio} role="artist" myUid="uid-2" />);
    expect(await screen.findByRole('button', { name: `More actions for ${MARA}` })).toBeVisible();
    expect(screen.queryByRole('button', { name: `More actions for ${JANE}` })).toBeNull();
  }, 60_000);
});
