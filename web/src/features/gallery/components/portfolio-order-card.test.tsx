import { afterEach, describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { galleryItem } from '@/test-utils/answers';
import { stubApi } from '@/test-utils/fetch-stub';
import { render, screen } from '@/test-utils/render';
import { PortfolioOrderCard } from './portfolio-order-card';

afterEach(() => vi.unstubAllGlobals());

const rose = galleryItem({ id: 'a', title: 'Rose', public: true });
const koi = galleryItem({ id: 'b', title: 'Koi', public: true });

describe('PortfolioOrderCard', () => {
  it("moves a public item up in the artist's own order by keyboard", async () => {
    const requests = stubApi({
      'GET /api/gallery/portfolio-order': () => ({ order: 'artist', items: [rose, koi] }),
      'PUT /api/gallery/portfolio-order': () => ({ order: 'artist', items: [koi, rose] }),
    });
    render(<PortfolioOrderCard />);
    expect(await screen.findByRole('button', { name: 'Move Rose up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Koi down' })).toBeDisabled();
    screen.getByRole('button', { name: 'Move Koi up' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
      order: 'artist',
      ids: ['b', 'a'],
    });
    expect(await screen.findByRole('button', { name: 'Move Koi up' })).toBeDisabled();
  });

  it('switches the page back to newest first', async () => {
    const requests = stubApi({
      'GET /api/gallery/portfolio-order': () => ({ order: 'artist', items: [rose, koi] }),
      'PUT /api/gallery/portfolio-order': () => ({ order: 'newest', items: [koi, rose] }),
    });
    render(<PortfolioOrderCard />);
    await userEvent.click(await screen.findByRole('radio', { name: 'Newest first' }));
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ order: 'newest' });
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: /Move/ })).toBeNull());
  });

  it('is not shown while nothing is public', async () => {
    stubApi({ 'GET /api/gallery/portfolio-order': () => ({ order: 'newest', items: [] }) });
    render(<PortfolioOrderCard />);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('heading', { name: 'Order on my page' })).toBeNull();
  });
});
