import userEvent from '@testing-library/user-event';
import type { ApiFlash, Availability } from '@inkforge/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userQueryKey } from '@/lib/query-keys';
import { createQueryClient } from '@/lib/query-client';
import { galleryItem } from '@/test-utils/answers';
import { stubApi, type StubHandlers } from '@/test-utils/fetch-stub';
import { render, screen, within } from '@/test-utils/render';
import { makeUser } from '@/test-utils/user';
import { FlashScreen } from './flash-screen';

afterEach(() => vi.unstubAllGlobals());

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
        duration: 150,
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

const RULES: Availability = {
  bufferMinutes: 15,
  earliestHours: 48,
  latestDays: 90,
  timeOff: [],
  flashDays: [],
};

function stubFlash(list: ApiFlash[], more: StubHandlers = {}) {
  return stubApi({
    'GET /api/flash': () => list,
    'GET /api/profile/availability': () => ({ availability: RULES }),
    ...more,
  });
}

describe('FlashScreen', () => {
  it('lists each design with its sizes, prices, lengths and the copies left', async () => {
    stubFlash([
      flash(),
      flash({
        id: 'f2',
        title: 'Dagger',
        availability: 'limited',
        limit: 2,
        sold: 1,
        remaining: 1,
        order: 1,
      }),
    ]);
    render(<FlashScreen />);
    const cards = await screen.findAllByTestId('flash-card');
    expect(within(cards[0]!).getByText('10 cm · €200.00 · 1 h')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('15 cm · €300.00 · 2 h 30 min')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Repeatable')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Limited: 1 of 2 left')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move Swallow up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Dagger down' })).toBeDisabled();
  });

  it('archives, reorders and deletes after asking', async () => {
    const requests = stubFlash([flash(), flash({ id: 'f2', title: 'Dagger', order: 1 })], {
      'PATCH /api/flash/:id': ({ params }) => flash({ id: params.id }),
      'DELETE /api/flash/:id': () => ({ success: true }),
    });
    const user = userEvent.setup();
    render(<FlashScreen />);
    const [first] = await screen.findAllByTestId('flash-card');
    await user.click(within(first!).getByRole('switch', { name: /Archived/ }));
    await vi.waitFor(() =>
      expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({ archived: true }),
    );

    await user.click(screen.getByRole('button', { name: 'Move Swallow down' }));
    await vi.waitFor(() =>
      expect(
        requests
          .filter((r) => r.method === 'PATCH' && (r.body as { order?: number }).order !== undefined)
          .map((r) => [new URL(r.url, 'http://x').pathname, r.body]),
      ).toEqual([
        ['/api/flash/f2', { order: 0 }],
        ['/api/flash/f1', { order: 1 }],
      ]),
    );

    await user.click(screen.getByRole('button', { name: 'Delete Dagger' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this flash?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() =>
      expect(requests.some((r) => r.method === 'DELETE' && r.url.endsWith('/api/flash/f2'))).toBe(
        true,
      ),
    );
  });

  it('prices in the studio’s currency: the field says it, each card shows its own', async () => {
    stubFlash(
      [
        flash({
          variants: [
            {
              sizeCm: 10,
              price: { cents: 20_000, currency: 'GBP' },
              duration: 60,
              deposit: { cents: 6_000, currency: 'GBP' },
            },
          ],
        }),
      ],
      { 'GET /api/gallery': () => ({ items: [galleryItem({ id: 'g7' })], nextCursor: null }) },
    );
    const queryClient = createQueryClient();
    queryClient.setQueryData(userQueryKey, makeUser({ currency: 'GBP', locale: 'en-GB' }));
    const user = userEvent.setup();
    render(<FlashScreen />, { queryClient });
    const [card] = await screen.findAllByTestId('flash-card');
    expect(within(card!).getByText('10 cm · £200.00 · 1 h')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publish from gallery' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish from gallery' });
    expect(within(dialog).getByRole('textbox', { name: 'Price (£)' })).toBeInTheDocument();
  });

  it('publishes a gallery design with its sizes and a limit', async () => {
    const requests = stubFlash([], {
      'GET /api/gallery': () => ({
        items: [
          galleryItem({ id: 'g7', title: 'Rose sheet' }),
          galleryItem({ id: 'g8', type: 'body_preview', title: 'Arm preview' }),
        ],
        nextCursor: null,
      }),
      'POST /api/flash': () => flash({ id: 'f9', title: 'Rose' }),
    });
    const user = userEvent.setup();
    render(<FlashScreen />);
    expect(await screen.findByText(/No flash yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publish from gallery' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish from gallery' });
    expect(within(dialog).queryByRole('button', { name: 'Choose Arm preview' })).toBeNull();
    await user.click(await within(dialog).findByRole('button', { name: 'Choose Rose sheet' }));
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue('Rose sheet');
    await user.clear(title);
    await user.type(title, 'Rose');
    await user.type(within(dialog).getByRole('textbox', { name: 'Size (cm)' }), '10');
    await user.type(within(dialog).getByRole('textbox', { name: 'Price (€)' }), '180');
    await user.click(within(dialog).getByRole('button', { name: 'Add a size' }));
    const sizes = within(dialog).getAllByRole('textbox', { name: 'Size (cm)' });
    await user.type(sizes[1]!, '15');
    await user.type(within(dialog).getAllByRole('textbox', { name: 'Price (€)' })[1]!, '260');
    const minutes = within(dialog).getAllByRole('textbox', { name: 'Minutes' })[1]!;
    await user.clear(minutes);
    await user.type(minutes, '120');
    await user.click(within(dialog).getByRole('radio', { name: 'Limited' }));
    const limit = within(dialog).getByRole('textbox', { name: 'How many times it may be booked' });
    await user.clear(limit);
    await user.type(limit, '3');
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await vi.waitFor(() =>
      expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
        galleryItemId: 'g7',
        title: 'Rose',
        variants: [
          { sizeCm: 10, price: 180, duration: 60 },
          { sizeCm: 15, price: 260, duration: 120 },
        ],
        availability: 'limited',
        limit: 3,
      }),
    );
    expect(await screen.findByText('“Rose” can now be booked.')).toBeInTheDocument();
  }, 30_000);

  it('saves the open dates with time off, and points to the calendar for the hours', async () => {
    const requests = stubFlash([], {
      'PUT /api/profile/availability': ({ body }) => ({ availability: body as Availability }),
    });
    const user = userEvent.setup();
    render(<FlashScreen />);
    const card = await screen.findByRole('region', { name: 'Open dates' });
    expect(within(card).getByRole('link', { name: 'calendar page' })).toHaveAttribute(
      'href',
      '/calendar',
    );
    const buffer = within(card).getByRole('textbox', { name: /Buffer/ });
    const saveButton = within(card).getByRole('button', { name: 'Save open dates' });
    await vi.waitFor(() => expect(saveButton).toBeEnabled());
    await user.clear(buffer);
    await user.type(buffer, '30');
    await user.type(within(card).getByLabelText('Off from'), '2027-01-04');
    await user.type(within(card).getByLabelText('Until (optional)'), '2027-01-06');
    await user.click(within(card).getByRole('button', { name: 'Add time off' }));
    await user.type(within(card).getByLabelText('Off from'), '2027-02-01');
    await user.click(within(card).getByRole('button', { name: 'Add time off' }));
    await user.click(
      within(card).getByRole('button', { name: 'Remove time off 4 Jan 2027 to 6 Jan 2027' }),
    );
    await user.click(saveButton);
    await vi.waitFor(() =>
      expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
        bufferMinutes: 30,
        earliestHours: 48,
        latestDays: 90,
        timeOff: [{ from: '2027-02-01', to: '2027-02-01' }],
        flashDays: [],
      }),
    );
  }, 30_000);

  it('opens a range of dates as a flash day with its own slot length', async () => {
    const requests = stubFlash([], {
      'PUT /api/profile/availability': ({ body }) => ({ availability: body as Availability }),
    });
    const user = userEvent.setup();
    render(<FlashScreen />);
    const card = await screen.findByRole('region', { name: 'Open dates' });
    const saveButton = within(card).getByRole('button', { name: 'Save open dates' });
    // Nothing can be typed before the saved rules are in: they would replace it.
    expect(within(card).getByLabelText('Flash day')).toBeDisabled();
    await vi.waitFor(() => expect(saveButton).toBeEnabled());
    expect(within(card).getByLabelText('Flash day')).toBeEnabled();
    expect(within(card).getByText('No flash days.')).toBeInTheDocument();
    await user.type(within(card).getByLabelText('Flash day'), '2027-06-05');
    await user.type(within(card).getByLabelText('Last day (optional)'), '2027-06-06');
    const slot = within(card).getByRole('textbox', { name: 'Slot (minutes)' });
    await user.clear(slot);
    await user.type(slot, '5');
    expect(within(card).getByRole('button', { name: 'Add flash day' })).toBeDisabled();
    await user.type(slot, '0');
    await user.click(within(card).getByRole('button', { name: 'Add flash day' }));
    // In the studio's date format, as every other date on screen, not as the field stores it.
    expect(within(card).getByText('5 Jun 2027 to 6 Jun 2027, 50-minute slots')).toBeInTheDocument();
    await user.click(saveButton);
    await vi.waitFor(() =>
      expect(requests.find((r) => r.method === 'PUT')?.body).toMatchObject({
        flashDays: [{ from: '2027-06-05', to: '2027-06-06', slotMinutes: 50 }],
      }),
    );
  }, 30_000);
});
