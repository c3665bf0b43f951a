import userEvent from '@testing-library/user-event';
import type { ApiBookingPage, ApiFlash } from '@inkforge/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '@/lib/storage';
import { fail, stubApi, type StubHandlers } from '@/test-utils/fetch-stub';
import { render, screen, within } from '@/test-utils/render';
import { FlashBookingScreen } from './flash-booking-screen';

const PAGE: ApiBookingPage = {
  username: 'pro',
  artistName: 'Ink Pro Studio',
  styles: [],
  minimumSizeCm: null,
  minimumPrice: null,
  // The artist's rule for requests: flash takes its own deposit, and the page must say which.
  depositText: 'No deposit',
  policy: 'Deposits are non-refundable.',
  currency: 'EUR',
  locale: 'en-GB',
  policyVersion: 3,
  questions: [],
  maxImages: 5,
  payOnline: true,
};

function flash(overrides: Partial<ApiFlash> = {}): ApiFlash {
  return {
    id: 'f1',
    galleryItemId: 'g1',
    title: 'Swallow',
    description: null,
    tags: [],
    imageUrl: 'https://storage.test/f1.webp',
    variants: [
      {
        sizeCm: 10,
        price: { cents: 20000, currency: 'EUR' },
        duration: 60,
        deposit: { cents: 6000, currency: 'EUR' },
      },
      {
        sizeCm: 15,
        price: { cents: 30000, currency: 'EUR' },
        duration: 120,
        deposit: { cents: 9000, currency: 'EUR' },
      },
    ],
    availability: 'repeatable',
    limit: null,
    sold: 0,
    remaining: null,
    archived: false,
    order: 0,
    fromPrice: { cents: 20000, currency: 'EUR' },
    bookable: true,
    ...overrides,
  };
}

const TIMES = [
  '2027-03-27T10:00:00+01:00',
  '2027-03-27T10:30:00+01:00',
  '2027-03-29T10:00:00+02:00',
];
const HOLD = {
  holdId: 'h1',
  token: 'tok-1',
  checkoutUrl: 'https://pay.test/cs_1',
  expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
};

function stubBooking(more: StubHandlers = {}) {
  return stubApi({
    'GET /api/public/booking/:username': () => PAGE,
    'GET /api/public/booking/:username/flash': () => [
      flash(),
      flash({
        id: 'f2',
        title: 'Dagger',
        availability: 'one_of_a_kind',
        remaining: 0,
        sold: 1,
        bookable: false,
      }),
    ],
    'GET /api/public/booking/:username/times': ({ query }) =>
      query.get('flashId') === 'f1' && query.get('variant') === '1'
        ? { timezone: 'Europe/Berlin', times: TIMES, flashDays: ['2027-03-29'] }
        : undefined,
    ...more,
  });
}

async function chooseTime(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: /Swallow/ }));
  await user.click(screen.getByRole('radio', { name: '15 cm · €300.00 (deposit €90.00) · 2 h' }));
  const times = await screen.findByRole('group', { name: 'Choose a time' });
  await user.click(within(times).getByRole('radio', { name: 'Monday 29 March, 10:00' }));
}

async function fillDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Robin Client');
  await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'robin@example.com');
  await user.click(screen.getByRole('checkbox', { name: /18 or older/ }));
  await user.click(screen.getByRole('checkbox', { name: /accept the deposit policy/ }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('FlashBookingScreen', () => {
  it('lists the flash with its price from the smallest size; a sold-out design cannot be chosen', async () => {
    stubBooking();
    render(<FlashBookingScreen username="pro" />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Book flash with Ink Pro Studio' }),
    ).toBeInTheDocument();
    const swallow = await screen.findByRole('button', { name: /Swallow/ });
    expect(within(swallow).getByText('From €200.00')).toBeInTheDocument();
    const dagger = screen.getByRole('button', { name: /Dagger/ });
    expect(dagger).toBeDisabled();
    expect(within(dagger).getByText('Sold out')).toBeInTheDocument();
  });

  it('writes prices in the currency the flash is priced in, with the studio’s locale', async () => {
    const pounds = (cents: number) => ({ cents, currency: 'GBP' });
    stubBooking({
      'GET /api/public/booking/:username': () => ({ ...PAGE, currency: 'GBP', locale: 'en-US' }),
      'GET /api/public/booking/:username/flash': () => [
        flash({
          variants: [
            { sizeCm: 10, price: pounds(20_000), duration: 60, deposit: pounds(6_000) },
            { sizeCm: 15, price: pounds(123_450), duration: 120, deposit: pounds(37_035) },
          ],
          fromPrice: pounds(20_000),
        }),
      ],
    });
    const user = userEvent.setup();
    render(<FlashBookingScreen username="pro" />);
    const swallow = await screen.findByRole('button', { name: /Swallow/ });
    expect(within(swallow).getByText('From £200.00')).toBeInTheDocument();
    await user.click(swallow);
    expect(
      screen.getByRole('radio', { name: '15 cm · £1,234.50 (deposit £370.35) · 2 h' }),
    ).toBeInTheDocument();
  });

  it('shows open times by the studio’s day with the zone named, one fieldset a day', async () => {
    stubBooking();
    const user = userEvent.setup();
    render(<FlashBookingScreen username="pro" />);
    await user.click(await screen.findByRole('button', { name: /Swallow/ }));
    await user.click(screen.getByRole('radio', { name: '15 cm · €300.00 (deposit €90.00) · 2 h' }));
    const times = await screen.findByRole('group', { name: 'Choose a time' });
    expect(
      within(times).getByText(/Times are the studio’s local time: Europe\/Berlin/),
    ).toBeVisible();
    const saturday = within(times).getByRole('group', { name: 'Saturday 27 March' });
    expect(
      within(saturday)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['2027-03-27T10:00:00+01:00', '2027-03-27T10:30:00+01:00']);
    // A flash day says so: its times fall on the day's slots.
    expect(
      within(times).getByRole('group', { name: 'Monday 29 March · flash day' }),
    ).toBeInTheDocument();
  });

  it('says the deposit the checkout takes for the chosen size, even when the request rule is none', async () => {
    stubBooking();
    const user = userEvent.setup();
    render(<FlashBookingScreen username="pro" />);
    await chooseTime(user);
    const policy = screen.getByRole('region', { name: 'Deposit policy' });
    expect(
      within(policy).getByText(
        'Deposit: €90.00, paid now to hold the time; it counts toward the price.',
      ),
    ).toBeVisible();
    expect(within(policy).queryByText('No deposit')).not.toBeInTheDocument();
  });

  it('holds the chosen time with the client’s details and the policy version, then pays', async () => {
    const requests = stubBooking({
      'POST /api/public/booking/:username/holds': () => HOLD,
    });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const user = userEvent.setup();
    render(<FlashBookingScreen username="pro" />);
    await chooseTime(user);
    expect(screen.getByText('Swallow, 15 cm (€300.00) on Monday 29 March, 10:00')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Hold and pay deposit' }));
    expect(screen.getByText('Confirm that you are 18 or older.')).toBeInTheDocument();
    expect(screen.getByText('Accept the deposit policy to pay.')).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Hold and pay deposit' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.test/cs_1'));
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      flashId: 'f1',
      variant: 1,
      start: '2027-03-29T10:00:00+02:00',
      name: 'Robin Client',
      email: 'robin@example.com',
      adult: true,
      acceptPolicy: true,
      policyVersion: 3,
    });
    expect(JSON.parse(sessionStorage.getItem(storageKeys.flashHold)!)).toMatchObject({
      token: 'tok-1',
      username: 'pro',
    });
  }, 30_000);

  it('on a taken time says so, offers the next times and keeps what was typed', async () => {
    stubBooking({
      'POST /api/public/booking/:username/holds': () =>
        fail(
          409,
          'BOOKING_TIME_TAKEN',
          'This time has just been taken. Please choose one of the next open times.',
          { fields: { next: '2027-03-29T12:30:00+02:00,2027-03-29T13:00:00+02:00' } },
        ),
    });
    const user = userEvent.setup();
    render(<FlashBookingScreen username="pro" />);
    await chooseTime(user);
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Hold and pay deposit' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This time has just been taken.');
    const next = within(alert).getByRole('group', { name: 'Next open times' });
    await user.click(within(next).getByRole('button', { name: 'Monday 29 March, 12:30' }));
    expect(screen.getByText('Swallow, 15 cm (€300.00) on Monday 29 March, 12:30')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('Robin Client');
  }, 30_000);

  it('shows a held time’s countdown when the client comes back, and lets it go', async () => {
    sessionStorage.setItem(
      storageKeys.flashHold,
      JSON.stringify({ ...HOLD, username: 'pro', title: 'Swallow', start: TIMES[2] }),
    );
    const requests = stubBooking({
      'DELETE /api/public/booking/:username/holds/:token': ({ params }) =>
        params.token === 'tok-1' ? { success: true } : undefined,
    });
    const user = userEvent.setup();
    render(<FlashBookingScreen username="pro" />);
    expect(await screen.findByText('Swallow: Monday 29 March, 10:00')).toBeVisible();
    expect(screen.getByText(/^1[45]:\d\d$/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Continue to payment' })).toHaveAttribute(
      'href',
      'https://pay.test/cs_1',
    );
    await user.click(screen.getByRole('button', { name: 'Let the time go' }));
    expect(await screen.findByRole('button', { name: /Swallow/ })).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'DELETE')).toBe(true);
    expect(sessionStorage.getItem(storageKeys.flashHold)).toBeNull();
  });
});
